import { useId, type ComponentType, type ReactNode } from 'react';
import { LayerForm } from '../../forms/formComponents.tsx';
import { SubmitButton } from '../AppForm/SubmitButton.tsx';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Button } from '../Button/Button.tsx';
import { PanelFrame } from './PanelFrame.tsx';

export interface FormPanelProps {
  /** The page's h1; it also names the form. */
  title: ReactNode;
  /** A muted line under the title. */
  intro?: ReactNode;
  /**
   * The form from the form layer (`useForumAppForm`): its form-level message (e.g.
   * 'Login failed. Please try again.') is shown first and describes the form; a failed submit
   * moves focus to the first invalid field; a submit while one is in flight does nothing.
   */
  form: AppFormLike;
  /** The form's fields (its `form.AppField`s) and any buttons other than `submit`. */
  children: ReactNode;
  /**
   * The form's submit button, large and full width after the fields: its label, and what it
   * says while the form is submitting (without `busyLabel` it does not turn busy).
   */
  submit?: { label: ReactNode; busyLabel?: string };
  /** Content under the form, inside the card (account links, 'Back to login'). */
  footer?: ReactNode;
  /** Content outside the card, before it (e.g. Login's backdrop link home). */
  aside?: ReactNode;
  /** Replaces the default centred column with this layout class (see PanelFrame). */
  className?: string;
  /** A class for the card. */
  cardClassName?: string;
}

/** What the panel needs of a form from `useForumAppForm` (of any values). */
interface AppFormLike {
  AppForm: ComponentType<{ children?: ReactNode }>;
}

/**
 * An account form in its card: the h1 title and intro, then a form (the form layer's `LayerForm`)
 * named by the title, with its submit button.
 */
export function FormPanel({
  title,
  intro,
  form,
  children,
  submit,
  footer,
  aside,
  className,
  cardClassName,
}: FormPanelProps) {
  const titleId = useId();
  return (
    <PanelFrame className={className} cardClassName={cardClassName} aside={aside}>
      <Stack space="large">
        <Stack space="small">
          <Heading level={1} size={2} id={titleId}>
            {title}
          </Heading>
          {intro !== undefined && <Text tone="muted">{intro}</Text>}
        </Stack>
        <form.AppForm>
          <LayerForm labelledBy={titleId}>
            {children}
            {submit &&
              (submit.busyLabel === undefined ? (
                <Button type="submit" variant="primary" size="large" fullWidth>
                  {submit.label}
                </Button>
              ) : (
                <SubmitButton size="large" fullWidth busyLabel={submit.busyLabel}>
                  {submit.label}
                </SubmitButton>
              ))}
          </LayerForm>
        </form.AppForm>
        {footer}
      </Stack>
    </PanelFrame>
  );
}
