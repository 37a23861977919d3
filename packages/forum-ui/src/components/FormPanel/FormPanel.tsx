import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useFocusFirstInvalid } from '../../hooks/useFocusFirstInvalid.ts';
import { Box } from '../../primitives/Box.tsx';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { PanelFrame } from './PanelFrame.tsx';

export interface FormPanelProps {
  /** The page's h1; it also names the form. */
  title: ReactNode;
  /** A muted line under the title. */
  intro?: ReactNode;
  /**
   * A failure that belongs to no field (e.g. 'Login failed. Please try again.'): shown at the
   * top of the form and read as the form's description.
   */
  formError?: string;
  /** Counts failed submits; each new count moves focus to the first invalid field. */
  failedSubmits?: number;
  /** The call is in flight: submitting again does nothing. */
  submitting?: boolean;
  /** The form was submitted (the browser's own submit is prevented). */
  onSubmit: () => void;
  /** The form's fields and buttons. */
  children: ReactNode;
  /** Content under the form, inside the card (account links, 'Back to login'). */
  footer?: ReactNode;
  /** Content outside the card, before it (e.g. Login's backdrop link home). */
  aside?: ReactNode;
  /** Replaces the default centred column with this layout class (see PanelFrame). */
  className?: string;
  /** A class for the card. */
  cardClassName?: string;
}

/**
 * An account form in its card: the h1 title and intro, then a form named by the title whose
 * form-level error (when there is one) comes first and describes it. Submitting never reloads
 * the page; after a failed submit focus moves to the first invalid field.
 */
export function FormPanel({
  title,
  intro,
  formError,
  failedSubmits = 0,
  submitting = false,
  onSubmit,
  children,
  footer,
  aside,
  className,
  cardClassName,
}: FormPanelProps) {
  const titleId = useId();
  const formErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, failedSubmits);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <PanelFrame className={className} cardClassName={cardClassName} aside={aside}>
      <Stack space="large">
        <Stack space="small">
          <Heading level={1} size={2} id={titleId}>
            {title}
          </Heading>
          {intro !== undefined && <Text tone="muted">{intro}</Text>}
        </Stack>

        <form
          ref={formRef}
          noValidate
          aria-labelledby={titleId}
          aria-describedby={formError ? formErrorId : undefined}
          onSubmit={submit}
        >
          <Stack space="large">
            {formError && (
              <Box
                id={formErrorId}
                background="criticalSoft"
                color="criticalText"
                padding="medium"
                borderRadius="medium"
              >
                <Text tone="inherit" weight="medium">
                  {formError}
                </Text>
              </Box>
            )}
            {children}
          </Stack>
        </form>

        {footer}
      </Stack>
    </PanelFrame>
  );
}
