/**
 * How dependency-cruiser reads TypeScript (decision 146): the repository's TypeScript 7 has no
 * JavaScript API, so Babel strips the types and dependency-cruiser reads the JavaScript.
 *
 * A type-only import still counts for the boundary rules (a type reached deep inside another module
 * is a deep import), so it is kept, as a `require()` of the same file: our TypeScript never calls
 * require, so in `.dependency-cruiser.cjs` a `require` dependency means "types only", and the cycle
 * rule ignores those edges (a cycle through types alone does not exist at run time).
 */
function markTypeOnlyImports({ types: t }) {
  const typeOnly = (statement) =>
    statement.importKind === 'type' ||
    statement.exportKind === 'type' ||
    (statement.specifiers?.length > 0 &&
      statement.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
  return {
    visitor: {
      Program: {
        enter(path) {
          for (const statement of path.get('body')) {
            const { node } = statement;
            const withSource =
              node.type === 'ImportDeclaration' ||
              ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
                node.source);
            if (!withSource || !typeOnly(node)) continue;
            statement.insertBefore(
              t.expressionStatement(
                t.callExpression(t.identifier('require'), [t.stringLiteral(node.source.value)]),
              ),
            );
          }
        },
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [markTypeOnlyImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
