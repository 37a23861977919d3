import { useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import { useSession, useSubmitContact } from '@forum/api';
import { useApiForm } from '../../../connected/apiForm.ts';
import {
  CONTACT_DEFAULTS,
  CONTACT_DRAFT,
  CONTACT_FAILURE,
  contactBody,
  validateContact,
} from './contactForm.ts';
import { ContactView, type ContactVariant } from './ContactView.tsx';

export interface ContactScreenProps {
  /** /ContactUs is 'page' (with other ways to reach the team), /ContactForm is 'form'. */
  variant?: ContactVariant;
}

/**
 * /ContactUs and /ContactForm: POST /contact through the form layer. A member's name and
 * e-mail are filled in for them. What is typed survives a reload and any failure (the draft
 * is shared by both pages); it is cleared when the message is accepted.
 */
export function ContactScreen({ variant = 'page' }: ContactScreenProps) {
  const contact = useSubmitContact();
  const { user } = useSession();
  const name = user?.name ?? '';
  const email = user?.email ?? '';
  const defaultValues = useMemo(() => ({ ...CONTACT_DEFAULTS, name, email }), [name, email]);
  const form = useApiForm({
    defaultValues,
    draftKey: CONTACT_DRAFT,
    validate: validateContact,
    submit: (values) => contact.mutateAsync({ body: contactBody(values) }),
    failure: CONTACT_FAILURE,
  });
  // The success message is the form's last submit succeeding: any new attempt replaces it (the
  // library clears isSubmitSuccessful when a submit starts). Not a keystroke re-renders here.
  const sent = useStore(form.store, (state) => state.isSubmitSuccessful);
  return <ContactView form={form} variant={variant} sent={sent} />;
}
