import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  fieldErrorsOf,
  toApiError,
  useCategories,
  useCreateThread,
  useSession,
  useUploadImage,
} from '@forum/api';
import {
  useToast,
  newThreadLink,
  readThreadFormState,
  forumSections,
  type ThreadFormState,
} from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { writingMessages as m, writingText as t } from '../messages.ts';
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
 * /ThreadForm. An arrival with a category (from a category page's New Thread) opens the form
 * afresh with that category chosen, over a stored draft's.
 */
export function ThreadFormScreen() {
  const location = useLocation();
  const arrival = useMemo(() => readThreadFormState(location.state), [location.state]);
  return <ThreadForm key={arrival.category ? location.key : 'form'} arrival={arrival} />;
}

/**
 * /ThreadForm (members only; the route sends guests to /login first). A category may arrive in
 * the navigation state (a category page's New Thread) with the address to return to.
 * POST /threads; then /pending-approval when the answer says 'pending approval', else the
 * thread (/thread/{slug}) or /Forum. A 401 sends the member to /login and back here, with the
 * draft (category, title and document, in localStorage) kept for when they return.
 */
function ThreadForm({ arrival }: { arrival: ThreadFormState }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const createThread = useCreateThread();
  const upload = useUploadImage();
  const categories = useCategories({ top_level: true });

  // The picker: opened by its button, and by a submit refused with 'Please select a category'
  // (spec: that message also opens the picker; a server's word on the category does not, so
  // that the other fields' messages stay in view). It gives focus back to the category button.
  const [pickerOpen, setPickerOpen] = useState(false);

  const form = useApiForm({
    defaultValues: THREAD_FORM_DEFAULTS,
    // A category from navigation state wins over the draft's.
    initialValues: arrival.category ? { category: arrival.category } : undefined,
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
    onInvalid: (errors) => {
      if (errors.category === m.selectCategory) setPickerOpen(true);
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
  // (The category the form arrived with is not the draft's.)
  const [restored] = useState(() => {
    const values = form.state.values;
    return !isBlankThread(arrival.category ? { ...values, category: null } : values);
  });

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
      draftRestored={restored}
      onDiscard={() => {
        form.layer.discardDraft();
        toast.info(t.draftDiscarded);
      }}
      returnTo={arrival.returnTo}
    />
  );
}
