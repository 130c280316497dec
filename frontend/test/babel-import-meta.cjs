// Jest runs CommonJS, where `import.meta` is a syntax error: replace it with the shape src/config/env.ts reads.
module.exports = ({ types: t }) => ({
  name: 'import-meta-to-object',
  visitor: {
    MetaProperty(path) {
      if (path.node.meta.name !== 'import' || path.node.property.name !== 'meta') return;
      path.replaceWith(
        t.objectExpression([
          t.objectProperty(
            t.identifier('env'),
            t.objectExpression([t.objectProperty(t.identifier('MODE'), t.stringLiteral('test'))]),
          ),
        ]),
      );
    },
  },
});
