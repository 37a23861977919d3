import {
  createContext,
  createElement,
  use,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * What the design system hands its link component: an anchor's props with `href`, and the two
 * things a client-side router adds to a link (Braid's `linkComponent` contract).
 */
export type LinkComponentProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** An app path ('/threads/42'); web addresses never reach the link component. */
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** State for the page the link leads to (kept in the history entry). */
  state?: unknown;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

/** Without a provider: a plain anchor, so a component renders anywhere (it reloads the page). */
function Anchor({ replace: _replace, state: _state, children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkComponentContext = createContext<LinkComponent>(Anchor);

export interface LinkProviderProps {
  /** Renders every link to an app path: the app's router link, or a plain anchor. */
  component: LinkComponent;
  /** The part of the page whose links it renders (the whole app, at its root). */
  children: ReactNode;
}

/**
 * Gives every link of the design system (Link, ButtonLink, Card, MenuLinkItem, the lists and
 * the site's frame) the app's link component, once, at the root: the app passes its router's
 * link, stories and tests theirs. The design system itself knows no router.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/**
 * A link to an app path through the provider's link component (a plain anchor without one): what
 * every link of the design system renders. The component comes from the provider, set once at
 * the root, so its identity never changes between renders.
 */
export function ProvidedLink(props: LinkComponentProps) {
  return createElement(use(LinkComponentContext), props);
}
