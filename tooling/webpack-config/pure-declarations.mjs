// The modules of @oja/shared that only declare values, the API contract and the validation rules, build their
// top-level constants with calls (`v.object(...)`, `endpoint(...)`, `pageModel(...)`), read other constants' members
// (`merchantBusinessFields.pickup_address`) and spread them (`{ ...rules.entries }`). webpack drops a top-level
// constant no code of the app reads only when its value is pure, and takes none of these to be: a call may do
// anything, a member read may run a getter. So an app kept every constant of a module it took one constant from, and
// every module those named (the registration page carried the order schemas, since its store call took the opening
// hours from the same module). In these modules a value is what it declares: this plugin tells webpack's parser that
// such calls, member reads and spreads are pure, and webpack then leaves out the constants nothing reads (as
// `null && (...)`, which the minifier removes), and the modules only they used.

const NAME = 'OjaPureDeclarations';

/** The modules whose top-level values are declarations (see above). */
export const PURE_DECLARATIONS = /[\\/]shared[\\/]src[\\/](contract|validation)[\\/](?!.*\.test\.ts$).*\.ts$/;

/** Whether an expression calls something (outside the functions it defines). */
function callsSomething(node) {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(callsSomething);
  if (/Function|Class/.test(node.type ?? '')) return false;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') return true;
  return Object.entries(node).some(
    ([key, value]) => !['loc', 'range', 'parent'].includes(key) && callsSomething(value),
  );
}

export class PureDeclarationsPlugin {
  /** @param {{test?: RegExp}} [options] which modules (default: PURE_DECLARATIONS) */
  constructor({ test = PURE_DECLARATIONS } = {}) {
    this.test = test;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (_compilation, { normalModuleFactory }) => {
      const onParser = (parser) => {
        const inScope = () => this.test.test(parser.state.module?.resource ?? '');
        const pure = (node) => node === null || parser.isPure(node, node.range[0]);
        const spreadOr = (node) => pure(node.type === 'SpreadElement' ? node.argument : node);
        // A call of a call (`a().b()`) is left to webpack: which of the two is the declaration?
        const call = (expression) =>
          inScope() ? !callsSomething(expression.callee) && expression.arguments.every(spreadOr) : undefined;
        parser.hooks.isPure.for('CallExpression').tap(NAME, call);
        parser.hooks.isPure.for('NewExpression').tap(NAME, call);
        parser.hooks.isPure
          .for('MemberExpression')
          .tap(NAME, (expression) =>
            inScope() ? pure(expression.object) && (!expression.computed || pure(expression.property)) : undefined,
          );
        parser.hooks.isPure
          .for('ObjectExpression')
          .tap(NAME, (expression) =>
            inScope()
              ? expression.properties.every((property) =>
                  property.type === 'SpreadElement'
                    ? pure(property.argument)
                    : (!property.computed || pure(property.key)) && pure(property.value),
                )
              : undefined,
          );
        parser.hooks.isPure
          .for('ArrayExpression')
          .tap(NAME, (expression) =>
            inScope() ? expression.elements.every((element) => element === null || spreadOr(element)) : undefined,
          );
      };
      for (const type of ['javascript/auto', 'javascript/esm', 'javascript/dynamic']) {
        normalModuleFactory.hooks.parser.for(type).tap(NAME, onParser);
      }
    });
  }
}
