import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  fieldErrorsOf,
  toApiError,
  useCategories,
  useCreateThread,
  useSession,
  useUploadImage,
} from '@forum/api';
import { forumSections } from '../../forums/ForumIndex/forumSections.ts';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { useForumForm } from '../../../forms/useForumForm.ts';
import { writingMessages as m, writingText as t } from '../../../messages/writing.ts';
import { newThreadLink, readThreadFormState } from '../../../utils/threadForm.ts';
import {
  THREAD_FORM_DEFAULTS,
  THREAD_SERVER_FIELDS,
  afterCreatePath,
  isBlankThread,
  threadBody,
  threadDraftKey,
  validateThread,
} from './createThreadForm.ts';
import { ThreadFormView } from './ThreadFormView.tsx';

/** An upload failure as one sentence: the server's 422 message, else the form's own words. */
function uploadFailure(caught: unknown): Error {
  const error = toApiError(caught);
  const first = Object.values(fieldErrorsOf(error) ?? {})[0]?.[0];
  if (first) return new Error(first);
  if (error.status === 401) return new Error(m.authenticationFailed);
  return new Error(t.uploadFailed);
}

/**
 * /ThreadForm (members only; the route sends guests to /login first). A category may arrive in
 * the navigation state (a category page's New Thread) with the address to return to.
 * POST /threads; then /pending-approval when the answer says 'pending approval', else the
 * thread (/thread/{slug}) or /Forum. A 401 sends the member to /login and back here, with the
 * draft (category, title and document, in localStorage) kept for when they return.
 */
export function ThreadFormScreen() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const createThread = useCreateThread();
  const upload = useUploadImage();
  const categories = useCategories({ top_level: true });
  const arrival = useMemo(() => readThreadFormState(location.state), [location.state]);

  const form = useForumForm({
    defaultValues: THREAD_FORM_DEFAULTS,
    draftKey: threadDraftKey(user?.id ?? 'guest'),
    draftStorage: 'local',
    validate: validateThread,
    submit: (values) => createThread.mutateAsync({ body: threadBody(values) }),
    failure: {
      fallback: m.createFailed,
      serverFields: THREAD_SERVER_FIELDS,
      withoutMap: m.checkInput,
      unauthorized: m.authenticationFailed,
    },
    onSuccess: (created) => {
      if (created?.message) toast.success(created.message);
      void navigate(afterCreatePath(created));
    },
    onFailure: (error) => {
      if (error.status !== 401) return;
      const login = newThreadLink({
        signedIn: false,
        returnTo: arrival.returnTo,
        category: arrival.category,
      });
      void navigate(login.to, { state: login.state });
    },
  });

  // The form opened with a stored draft (read once, on the first render).
  const [restored] = useState(() => !isBlankThread(form.values));

  // A category from navigation state wins over the draft's, once per arrival.
  const arrivedWith = useRef<string | null>(null);
  const { setValue } = form;
  const currentCategoryId = form.values.category?.id;
  useEffect(() => {
    if (!arrival.category || arrivedWith.current === location.key) return;
    arrivedWith.current = location.key;
    if (currentCategoryId !== arrival.category.id) setValue('category', arrival.category);
  }, [arrival.category, currentCategoryId, location.key, setValue]);

  // The picker: opened by its button, and by a failed submit whose first problem is the
  // category (spec: 'Please select a category' also opens the picker). It opens a frame after
  // the failed submit, once the form has moved focus to the category button, so the dialog
  // takes focus from there and gives it back there when closed.
  const [pickerOpen, setPickerOpen] = useState(false);
  const categoryInvalid = form.errors.category !== undefined;
  const { failedSubmits } = form;
  useEffect(() => {
    if (failedSubmits === 0 || !categoryInvalid) return;
    const frame = requestAnimationFrame(() => setPickerOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [failedSubmits, categoryInvalid]);

  return (
    <ThreadFormView
      form={form}
      picker={{
        open: pickerOpen,
        onOpen: () => setPickerOpen(true),
        onClose: () => setPickerOpen(false),
        status: categories.isPending ? 'loading' : categories.isError ? 'error' : 'ready',
        sections: forumSections(categories.data?.data),
        errorMessage: m.categoriesFailed,
        onRetry: () => categories.refetch(),
        retrying: categories.isError && categories.isFetching,
      }}
      onUploadImage={async (file) => {
        try {
          return (await upload.mutateAsync(file)).url;
        } catch (caught) {
          throw uploadFailure(caught);
        }
      }}
      draftSavedAt={form.draftSavedAt}
      draftRestored={restored}
      canDiscard={form.draftSavedAt !== undefined || !isBlankThread(form.values)}
      onDiscard={() => {
        form.discardDraft();
        toast.info(t.draftDiscarded);
      }}
      returnTo={arrival.returnTo}
    />
  );
}
