/**
 * How the docs pages read a component's props (react-docgen-typescript), shared by
 * `.storybook/main.ts` and the test that every prop has a description (scripts/docs.test.ts),
 * so the test sees the props table a designer sees.
 */
export const docgenOptions = {
  // forum-ui's own project: the root tsconfig only references the packages, and through it docgen
  // read the declarations `tsc -b` last wrote (none on a fresh clone, stale after an edit).
  tsconfigPath: 'packages/forum-ui/tsconfig.json',
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  // A component's `children` is listed like any prop (react-docgen-typescript hides it without a
  // description, but the docs page still shows it, inferred from the stories' args).
  skipChildrenPropWithoutDoc: false,
  // A native element's own attributes (from React's types) are not listed: the table shows what
  // the component adds.
  propFilter: (prop: { parent?: { fileName: string } }) =>
    !prop.parent || !/node_modules/.test(prop.parent.fileName),
};
