import type { Decorator } from '@storybook/react-vite';
import { SaveDataHeaderContext } from '../design-system/hooks/useDataSaver.ts';

/** A story rendered as for a request that said `Save-Data: on`: the data saver is on. */
export const withSaveData: Decorator = (Story) => (
  <SaveDataHeaderContext value={true}>
    <Story />
  </SaveDataHeaderContext>
);
