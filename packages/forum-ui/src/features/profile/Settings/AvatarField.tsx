/**
 * The profile form's picture, as a field of the form layer (inside `<form.AppField
 * name="avatar">`): the newly chosen image's preview (or the saved avatar) beside the file
 * picker. It reads its field with `useFieldContext`, so choosing a file re-renders it alone.
 */
import { useEffect, useMemo } from 'react';
import { Avatar } from '../../../design-system/components/Avatar/Avatar.tsx';
import { fieldMessage } from '../../../design-system/components/AppForm/boundFields.tsx';
import { FileField } from '../../../design-system/components/FileField/FileField.tsx';
import { useFieldContext } from '../../../design-system/forms/formContexts.ts';
import { profileText as t } from '../messages.ts';
import * as styles from './Settings.css.ts';

/** An object URL for a chosen image, revoked when it changes or the field goes. */
function usePreviewUrl(file: File | null, usable: boolean): string | undefined {
  const url = useMemo(
    () => (file && usable ? URL.createObjectURL(file) : undefined),
    [file, usable],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

export interface AvatarFieldProps {
  /** Whose saved picture shows until a new one is chosen. */
  user: { id: number; name: string; avatarUrl?: string | null };
  /** A file was chosen: check it at once (the form layer's `check(['avatar'])`). */
  onChosen: () => void;
}

export function AvatarField({ user, onChosen }: AvatarFieldProps) {
  const field = useFieldContext<File | null>();
  const file = field.state.value;
  const error = fieldMessage(field);
  const preview = usePreviewUrl(file, file !== null && error === undefined);
  return (
    <div className={styles.identity}>
      {preview ? (
        <img src={preview} alt={t.newPicturePreview} className={styles.preview} />
      ) : (
        <Avatar
          name={user.name}
          src={user.avatarUrl ?? undefined}
          colorKey={user.id}
          size="xlarge"
        />
      )}
      <FileField
        label={t.profilePicture}
        hint={t.avatarHint}
        accept="image/*"
        name={field.name}
        error={error}
        onFileChange={(chosen) => {
          field.handleChange(chosen);
          onChosen();
        }}
      />
    </div>
  );
}
