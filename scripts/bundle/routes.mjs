// The route table (app/src/routes.tsx) read as data, without running it: every route's full
// path, the module its `lazy` imports, or the element it renders when it has no lazy module.
// Reading the source (TypeScript's parser, no type-checking) keeps the bench independent of
// React and of the build, and works for routes that a given build drops (the bench then finds
// no chunk for them in that build's manifest).
import { dirname, posix, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * @returns {{ path: string, modules: string[], element: string | null, layouts: string[] }[]}
 * One entry per page: a route without children (a parent's URL is its index child's).
 * `modules` are the lazy imports as written (`./pages/home.tsx`): its parents' (outermost first),
 * then its own last; `element` the JSX it renders instead of a lazy module
 * (`<Navigate to="/ThreadForm" replace />`); `layouts` its parents' elements.
 */
export function routesFromSource(source, fileName = 'routes.tsx') {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const text = (node) => node.getText(file);

  // Helpers such as `upcoming(...)`, spread into a route object: their declarations by name.
  const declarations = new Map();
  file.forEachChild(function collect(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      declarations.set(node.name.text, node.initializer);
    else if (ts.isFunctionDeclaration(node) && node.name) declarations.set(node.name.text, node);
    node.forEachChild(collect);
  });

  const importIn = (node) => {
    let found = null;
    node.forEachChild(function find(child) {
      if (found) return;
      if (
        ts.isCallExpression(child) &&
        child.expression.kind === ts.SyntaxKind.ImportKeyword &&
        child.arguments[0] &&
        ts.isStringLiteralLike(child.arguments[0])
      )
        found = child.arguments[0].text;
      else child.forEachChild(find);
    });
    return found;
  };

  const routes = [];
  const readArray = (node, parent) => {
    for (const element of node.elements) {
      if (ts.isObjectLiteralExpression(element)) readRoute(element, parent);
      else if (ts.isSpreadElement(element)) readSpread(element.expression, parent);
    }
  };
  // `...(condition ? [routes] : [])`: both branches are routes that some build may have.
  const readSpread = (node, parent) => {
    if (ts.isParenthesizedExpression(node)) readSpread(node.expression, parent);
    else if (ts.isConditionalExpression(node)) {
      readSpread(node.whenTrue, parent);
      readSpread(node.whenFalse, parent);
    } else if (ts.isArrayLiteralExpression(node)) readArray(node, parent);
  };

  const readRoute = (node, parent) => {
    let path = null;
    let index = false;
    let module = null;
    let element = null;
    let children = null;
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        // `...upcoming('Title', 'Area')`: the helper's own lazy import.
        const call = property.expression;
        if (ts.isCallExpression(call) && ts.isIdentifier(call.expression)) {
          const helper = declarations.get(call.expression.text);
          if (helper) module = importIn(helper) ?? module;
        }
        continue;
      }
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
      const value = property.initializer;
      switch (property.name.text) {
        case 'path':
          if (ts.isStringLiteralLike(value)) path = value.text;
          break;
        case 'index':
          index = value.kind === ts.SyntaxKind.TrueKeyword;
          break;
        case 'lazy':
          module = importIn(value) ?? module;
          break;
        case 'element':
          element = text(value);
          break;
        case 'children':
          if (ts.isArrayLiteralExpression(value)) children = value;
          break;
      }
    }
    const fullPath = path === null ? parent.path : joinPath(parent.path, path);
    const modules = module ? [...parent.modules, module] : parent.modules;
    if (children) {
      const layouts = element ? [...parent.layouts, element] : parent.layouts;
      readArray(children, { path: fullPath, modules, layouts });
    } else if (index || path !== null)
      routes.push({ path: fullPath, modules, element, layouts: parent.layouts });
  };

  let table = null;
  file.forEachChild(function find(node) {
    if (
      !table &&
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      table = node.initializer;
    else node.forEachChild(find);
  });
  if (!table) throw new Error(`${fileName} declares no \`routes\` array`);
  readArray(table, { path: '/', modules: [], layouts: [] });
  return routes;
}

/** A child path under its parent's: '/' + 'login' is '/login', '/a' + 'b' is '/a/b'. */
export function joinPath(parent, child) {
  if (child.startsWith('/')) return child;
  return posix.join(parent, child) || '/';
}

/**
 * The manifest key of a lazily imported module: Vite names dynamic entries by their path from
 * its root, so `./pages/home.tsx` imported by app/src/routes.tsx is `src/pages/home.tsx` when
 * the root is app/.
 */
export function manifestKeyFor(specifier, importerFile, viteRoot) {
  const absolute = resolve(dirname(importerFile), specifier);
  return relative(viteRoot, absolute).split(sep).join('/');
}

/**
 * A concrete URL for a route path: each `:param` takes its value from `examples` (else
 * 'example'), a trailing `*` becomes 'no-such-page'.
 */
export function exampleUrl(path, examples = {}) {
  return path
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'no-such-page';
      if (segment.startsWith(':')) {
        const name = segment.slice(1).replace(/\?$/, '');
        return encodeURIComponent(examples[name] ?? 'example');
      }
      return segment;
    })
    .join('/');
}
