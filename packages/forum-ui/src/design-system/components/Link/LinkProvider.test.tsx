import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ButtonLink } from '../Button/Button.tsx';
import { Link } from './Link.tsx';
import { LinkProvider, type LinkComponentProps } from './LinkProvider.tsx';

/** A link component that shows what the design system handed it. */
function Spy({ href, replace, state, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={`/spied${href}`}
      data-replace={String(Boolean(replace))}
      data-state={JSON.stringify(state ?? null)}
      {...props}
    >
      {children}
    </a>
  );
}

describe('LinkProvider', () => {
  afterEach(cleanup);

  it('renders a plain anchor for an app path without a provider', () => {
    render(<Link to="/threads/42">Thread</Link>);
    expect(screen.getByRole('link', { name: 'Thread' }).getAttribute('href')).toBe('/threads/42');
  });

  it("gives app paths to the provider's component, with the router's own props", () => {
    render(
      <LinkProvider component={Spy}>
        <Link to="/threads/42">Thread</Link>
        <ButtonLink to="/ThreadForm" state={{ category: 'gaming' }} replace>
          New thread
        </ButtonLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Thread' }).getAttribute('href')).toBe(
      '/spied/threads/42',
    );
    const button = screen.getByRole('link', { name: 'New thread' });
    expect(button.getAttribute('href')).toBe('/spied/ThreadForm');
    expect(button.getAttribute('data-replace')).toBe('true');
    expect(button.getAttribute('data-state')).toBe('{"category":"gaming"}');
  });

  it('keeps web addresses away from the component: a plain anchor in a new tab', () => {
    render(
      <LinkProvider component={Spy}>
        <Link to="https://example.com/docs">Docs</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: /Docs/ });
    expect(link.getAttribute('href')).toBe('https://example.com/docs');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
