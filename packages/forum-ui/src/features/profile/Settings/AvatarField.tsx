/**
 * The profile form's picture, as a field of the form layer (inside `<form.AppField
 * name="avatar">`): the newly chosen image's preview (or the saved avatar) beside the file
 * picker. It reads its field with `useFieldContext`, so choosing a file re-renders it alone.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Avatar,
  fieldMessage,
  FileField,
  useFieldContext,
  formatShrink,
  AVATAR_MAX_SIDE,
  shrinkImage,
} from '@forum/forum-ui/design-system';
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

/**
 * A chosen picture is first made smaller on the device (at most 512 px, WebP or JPEG, no EXIF:
 * shrinkImage), then judged by the avatar's rules, which apply to what is sent.
 */
export function AvatarField({ user, onChosen }: AvatarFieldProps) {
  const field = useFieldContext<File | null>();
  const file = field.state.value;
  const error = fieldMessage(field);
  /** What making the picture smaller did, for the member: '3.8 MB → 40 KB'. */
  const [shrunk, setShrunk] = useState('');
  const choose = (chosen: File | null) => {
    field.handleChange(chosen);
    setShrunk('');
    if (!chosen) {
      onChosen();
      return;
    }
    void shrinkImage(chosen, { maxSide: AVATAR_MAX_SIDE }).then((result) => {
      // Another file was chosen meanwhile: this one is no longer wanted.
      // (Read from the form: `field` is this render's snapshot.)
      if (field.form.getFieldValue(field.name) !== chosen) return;
      field.handleChange(result.file);
      if (!result.kept) setShrunk(t.avatarShrunk(formatShrink(result.before, result.after)));
      onChosen();
    });
  };
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
        hint={shrunk && !error ? `${t.avatarHint} ${shrunk}` : t.avatarHint}
        accept="image/*"
        name={field.name}
        error={error}
        onFileChange={choose}
      />
    </div>
  );
}
