import { useId, type ReactNode } from 'react';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack, type StackProps } from '../../primitives/Stack.tsx';

export type PageSectionProps = Omit<StackProps<'section'>, 'as' | 'title' | 'children'> & {
  /** The section's heading; it also names the section (a region landmark). */
  title: ReactNode;
  /** The heading's outline level (default 2: a section of a page whose title is the h1). */
  headingLevel?: 2 | 3 | 4;
  /** Spans the page (grids of cards); by default running text keeps a readable line length. */
  wide?: boolean;
  /** The section's content, under its heading. */
  children: ReactNode;
};

/**
 * A titled section of a content page (About Us, Team Introduction...): a `<section>` named by
 * its heading, with even space under it. Text sections keep a readable line length.
 */
export function PageSection({
  title,
  headingLevel = 2,
  wide = false,
  space = 'medium',
  children,
  ...rest
}: PageSectionProps) {
  const titleId = useId();
  return (
    <Stack
      as="section"
      space={space}
      maxWidth={wide ? undefined : 'medium'}
      aria-labelledby={titleId}
      {...rest}
    >
      <Heading level={headingLevel} id={titleId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
