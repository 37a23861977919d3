/** The editor's three dialogs: a link, an image upload, a table's size. Props only. */
import { useStore } from '@tanstack/react-form';
import { useId, useRef, useState, type RefObject } from 'react';
import { useForumAppForm } from '../AppForm/appForm.tsx';
import { plainFormCalls } from '../../forms/plainFormCalls.ts';
import { fieldMessage } from '../AppForm/boundFields.tsx';
import type { FormValues } from '../../forms/drafts.ts';
import { submitForm, useSubmitting } from '../../forms/formComponents.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from '../Dialog/Dialog.tsx';
import { FileField } from '../FileField/FileField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { IMAGE_ACCEPT, imageProblem } from './editing/images.ts';
import { formatImageBytes, formatShrink } from '../../utils/images/imageRules.ts';
import { POST_IMAGE_MAX_SIDE, shrinkImage } from '../../utils/images/shrinkImage.ts';
import type { RichTextEditorLabels } from './labels.ts';
import { MAX_TABLE_SIZE } from './document/richText.ts';
import * as styles from './RichTextEditor.css.ts';
import { safeLinkUrl } from './document/urls.ts';

interface DialogBase {
  labels: RichTextEditorLabels;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the editor after an insert, else the opener). */
  finalFocus?: RefObject<HTMLElement | null>;
}

// ── link ──

export interface LinkDialogProps extends DialogBase {
  /** The link being edited, or the selected text for a new one. */
  initial: { url: string; text: string; editing: boolean };
  /** An allowed address (checked here) and the optional text. */
  onSubmit: (url: string, text: string) => void;
  onRemove: () => void;
}

/**
 * URL and optional text. The button stays disabled until there is a URL; an address that is
 * not http, https or mailto is refused with a message next to the field.
 */
export function LinkDialog({
  labels,
  onClose,
  finalFocus,
  initial,
  onSubmit,
  onRemove,
}: LinkDialogProps) {
  const [url, setUrl] = useState(initial.url);
  const [text, setText] = useState(initial.text);
  const [error, setError] = useState<string>();
  const urlRef = useRef<HTMLInputElement>(null);
  const submit = () => {
    const safe = safeLinkUrl(url);
    if (!safe) {
      setError(labels.invalidLink);
      urlRef.current?.focus();
      return;
    }
    onSubmit(safe, text);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={initial.editing ? labels.editLinkTitle : labels.insertLinkTitle}
      size="small"
      initialFocus={urlRef}
      finalFocus={finalFocus}
      closeLabel={labels.cancel}
      onSubmit={submit}
      footer={
        <>
          {initial.editing && (
            <Button variant="ghost" onClick={onRemove}>
              {labels.removeLink}
            </Button>
          )}
          <DialogClose>{labels.cancel}</DialogClose>
          <Button type="submit" disabled={url.trim() === ''}>
            {initial.editing ? labels.saveLink : labels.insertLink}
          </Button>
        </>
      }
    >
      <Stack space="medium">
        <TextField
          ref={urlRef}
          label={labels.linkUrl}
          hint={labels.linkUrlHint}
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          required
          value={url}
          error={error}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(undefined);
          }}
        />
        <TextField
          label={labels.linkText}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Stack>
    </Dialog>
  );
}

// ── image ──

export interface ImageDialogProps extends DialogBase {
  /** Uploads the file; resolves to the image's address, rejects with a message to show. */
  onUpload: (file: File) => Promise<string>;
  onInsert: (url: string, alt: string) => void;
  /** A file already chosen: pasted or dropped into the editor. */
  initialFile?: File;
}

function problemText(file: File | null, labels: RichTextEditorLabels): string | undefined {
  switch (imageProblem(file)) {
    case 'missing':
      return labels.imageMissing;
    case 'type':
      return labels.imageType;
    case 'size':
      return labels.imageSize(formatImageBytes(file!.size));
    default:
      return undefined;
  }
}

interface ImageValues extends FormValues {
  /** What will be sent: the chosen file, made smaller once `preparing` is over. */
  file: File | null;
  alt: string;
  /** The chosen photo is being made smaller: nothing can be sent or judged yet. */
  preparing: boolean;
  /** What making it smaller did ('Made smaller for sending: 3.8 MB → 310 KB.'), or ''. */
  shrunk: string;
}

/**
 * Choose an image (or paste or drop one into the editor: `initialFile`), give it alt text,
 * upload it. A chosen photo is first made smaller on the device (shrinkImage: at most 1600 px,
 * WebP or JPEG, no EXIF), and the dialog says what that did; the 5 MB rule applies to what is
 * sent, so a 12 MB photo can be posted. While it uploads the button reads 'Uploading...' and
 * the dialog stays open; a failure says why, keeps the image and its alt text, and the button
 * tries again. A form on the form layer: the file's rule is its client rule (checked once the
 * file is ready), the upload its call.
 */
export function ImageDialog({
  labels,
  onClose,
  finalFocus,
  onUpload,
  onInsert,
  initialFile,
}: ImageDialogProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const form = useForumAppForm({
    calls: plainFormCalls,
    defaultValues: {
      file: initialFile ?? null,
      alt: '',
      preparing: false,
      shrunk: '',
    } satisfies ImageValues as ImageValues,
    validate: ({ file }) => ({ file: problemText(file, labels) }),
    // The dialog says what went wrong itself, beside the file or as its alert.
    toastInvalid: false,
    toastFailure: false,
    // A refusal reads as the upload's own message (onUpload rejects with the words to show).
    submit: ({ file }) =>
      onUpload(file!).catch((error: unknown) => {
        throw error instanceof Error && error.message ? error : new Error(labels.uploadFailed);
      }),
    onInvalid: (errors) => {
      if (errors.file) fileRef.current?.focus();
    },
    onSuccess: (url, { alt }) => onInsert(url, alt),
  });
  /** Makes a newly chosen file ready to send: smaller, then judged by the upload's rules. */
  const prepare = (chosen: File | null) => {
    // A new file: the last upload's failure and the last file's note go.
    form.setErrorMap({});
    form.setFieldValue('shrunk', '');
    if (!chosen) {
      form.setFieldValue('preparing', false);
      form.setFieldMeta('file', (meta) => ({ ...meta, errorMap: {} }));
      return;
    }
    form.setFieldValue('preparing', true);
    void shrinkImage(chosen, { maxSide: POST_IMAGE_MAX_SIDE }).then((result) => {
      // Another file was chosen meanwhile: this one is no longer wanted.
      if (form.getFieldValue('file') !== chosen) return;
      form.setFieldValue('file', result.file, { dontRunListeners: true });
      form.setFieldValue(
        'shrunk',
        result.kept ? '' : labels.imageShrunk(formatShrink(result.before, result.after)),
      );
      form.setFieldValue('preparing', false);
      form.layer.check(['file']);
    });
  };
  const preparing = useStore(form.store, (state) => state.values.preparing);
  const shrunk = useStore(form.store, (state) => state.values.shrunk);
  const uploading = useSubmitting(form);
  const failure = useStore(form.store, (state) =>
    typeof state.errorMap.onSubmit === 'string' ? state.errorMap.onSubmit : undefined,
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={labels.insertImageTitle}
      size="small"
      initialFocus={fileRef}
      finalFocus={finalFocus}
      closeLabel={labels.cancel}
      busy={uploading}
      onSubmit={() => {
        if (!preparing) void submitForm(form);
      }}
      footer={
        <>
          <DialogClose disabled={uploading}>{labels.cancel}</DialogClose>
          <Button
            type="submit"
            busy={uploading || preparing}
            busyLabel={preparing ? labels.preparingImage : labels.uploading}
          >
            {labels.insertImage}
          </Button>
        </>
      }
    >
      <Stack space="medium">
        <form.Field
          name="file"
          listeners={{
            onMount: ({ value }) => prepare(value as File | null),
            onChange: ({ value }) => prepare(value as File | null),
          }}
        >
          {(field) => (
            <FileField
              ref={fileRef}
              label={labels.imageFile}
              hint={labels.imageFileHint}
              error={fieldMessage(field)}
              required
              accept={IMAGE_ACCEPT}
              disabled={uploading}
              onFileChange={(chosen) => field.handleChange(chosen)}
            />
          )}
        </form.Field>
        <form.AppField name="alt">
          {(field) => (
            <field.TextField
              label={labels.imageAlt}
              hint={labels.imageAltHint}
              readOnly={uploading}
            />
          )}
        </form.AppField>
        <div id={statusId} role="status">
          {uploading ? (
            <Text tone="muted">{labels.uploadingStatus}</Text>
          ) : preparing ? (
            <Text tone="muted">{labels.preparingImage}</Text>
          ) : (
            shrunk && <Text tone="muted">{shrunk}</Text>
          )}
        </div>
        {failure && (
          <div role="alert">
            <Text tone="critical" weight="medium">
              {failure}
            </Text>
          </div>
        )}
      </Stack>
    </Dialog>
  );
}

// ── table ──

export interface TableDialogProps extends DialogBase {
  onInsert: (rows: number, columns: number) => void;
}

function tableSize(value: string): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_TABLE_SIZE ? n : null;
}

/** Rows × columns, each from 1 to 10. */
export function TableDialog({ labels, onClose, finalFocus, onInsert }: TableDialogProps) {
  const [rows, setRows] = useState('2');
  const [columns, setColumns] = useState('2');
  const [tried, setTried] = useState(false);
  const rowsRef = useRef<HTMLInputElement>(null);
  const hint = labels.tableSizeHint(MAX_TABLE_SIZE);
  const rowCount = tableSize(rows);
  const columnCount = tableSize(columns);
  return (
    <Dialog
      open
      onClose={onClose}
      title={labels.insertTableTitle}
      size="small"
      initialFocus={rowsRef}
      finalFocus={finalFocus}
      closeLabel={labels.cancel}
      onSubmit={() => {
        setTried(true);
        if (rowCount && columnCount) onInsert(rowCount, columnCount);
      }}
      footer={
        <>
          <DialogClose>{labels.cancel}</DialogClose>
          <Button type="submit">{labels.insertTable}</Button>
        </>
      }
    >
      <div className={styles.numberRow}>
        <TextField
          ref={rowsRef}
          label={labels.tableRows}
          type="number"
          inputMode="numeric"
          value={rows}
          hint={hint}
          error={tried && !rowCount ? hint : undefined}
          onChange={(event) => setRows(event.target.value)}
        />
        <TextField
          label={labels.tableColumns}
          type="number"
          inputMode="numeric"
          value={columns}
          hint={hint}
          error={tried && !columnCount ? hint : undefined}
          onChange={(event) => setColumns(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
