// Which functions of the rules code have a name, and what it is — as V8 names them: a declaration or
// method by its own name, a function or arrow by the variable or property it is assigned to. Both
// the record of the functions a test ran (trace-transform.ts) and the rule numbers written beside
// each function (tests/coverage/rule-paths.ts) name functions this way, so the two meet.
import ts from 'typescript';

export function isFunctionLike(n: ts.Node): n is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(n) ||
    ts.isMethodDeclaration(n) ||
    ts.isFunctionExpression(n) ||
    ts.isArrowFunction(n) ||
    ts.isConstructorDeclaration(n) ||
    ts.isGetAccessorDeclaration(n)
  );
}

/** The name of a function-like node ('constructor' for a constructor), or undefined when it has none. */
export function functionName(fn: ts.Node): string | undefined {
  if (ts.isConstructorDeclaration(fn)) return 'constructor';
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn) || ts.isFunctionExpression(fn)) && fn.name)
    return fn.name.getText();
  const p = fn.parent;
  if (
    (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) &&
    p.initializer === fn
  )
    return p.name.getText();
  return undefined;
}
