import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Offline validation of Kubernetes objects with the npm package kubernetes-models (the OpenAPI
 * schemas of Kubernetes, compiled to validators). Its validators accept fields the API does not
 * know, which the API server would reject (kubectl's default field validation is Strict) or drop,
 * so the declared types of the models are walked as well to find unknown fields.
 */
export const createKubeValidator = (repoRoot) => {
  // The dependencies are declared in helm/scripts/package.json; resolve from there, hoisted or not.
  const require = createRequire(join(repoRoot, 'helm/scripts/package.json'));
  const modelsDir = dirname(require.resolve('kubernetes-models/package.json'));
  const modelsVersion = require('kubernetes-models/package.json').version;

  /** The model class of apiVersion/kind, or an error message. */
  const modelClass = (apiVersion, kind) => {
    if (typeof apiVersion !== 'string' || typeof kind !== 'string') return { error: 'apiVersion or kind missing' };
    if (!/^([a-z0-9.-]+\/)?v[0-9a-z]+$/.test(apiVersion)) return { error: `malformed apiVersion ${apiVersion}` };
    let models;
    try {
      models = require(`kubernetes-models/${apiVersion}`);
    } catch {
      return { error: `unknown apiVersion ${apiVersion}` };
    }
    const Model = models[kind];
    if (typeof Model !== 'function' || Model.kind !== kind || Model.apiVersion !== apiVersion) {
      return { error: `unknown kind ${kind} in ${apiVersion}` };
    }
    return { Model };
  };

  /**
   * Declared TypeScript types of the models' data (interface I<Kind> in <apiVersion>/<Kind>.d.ts),
   * read in one TypeScript program for all kinds at once.
   */
  const declaredTypes = (kinds) => {
    const ts = require('typescript');
    const files = kinds.map(({ apiVersion, kind }) => join(modelsDir, apiVersion, `${kind}.d.ts`));
    const program = ts.createProgram(files, { noEmit: true, skipLibCheck: true, types: [], lib: ['lib.es5.d.ts'] });
    const checker = program.getTypeChecker();
    const types = new Map();
    kinds.forEach(({ apiVersion, kind }, i) => {
      const source = program.getSourceFile(files[i]);
      const module = source && checker.getSymbolAtLocation(source);
      const symbol = module && checker.getExportsOfModule(module).find((s) => s.name === `I${kind}`);
      if (symbol) types.set(`${apiVersion} ${kind}`, checker.getDeclaredTypeOfSymbol(symbol));
    });
    return { ts, checker, types };
  };

  const unknownFields = (checker, ts, value, type, path, found) => {
    if (value === null || typeof value !== 'object') return;
    let shape = checker.getNonNullableType(type);
    if (shape.isUnion()) {
      const objects = shape.types.filter((t) => t.flags & ts.TypeFlags.Object);
      if (objects.length !== 1) return; // ambiguous: leave it to the schema validator
      shape = objects[0];
    }
    if (Array.isArray(value)) {
      if (!checker.isArrayType(shape)) return;
      const element = checker.getTypeArguments(shape)[0];
      value.forEach((item, i) => unknownFields(checker, ts, item, element, `${path}/${i}`, found));
      return;
    }
    const index = checker.getIndexTypeOfType(shape, ts.IndexKind.String);
    for (const [key, child] of Object.entries(value)) {
      const property = checker.getPropertyOfType(shape, key);
      if (property) unknownFields(checker, ts, child, checker.getTypeOfSymbol(property), `${path}/${key}`, found);
      else if (index) unknownFields(checker, ts, child, index, `${path}/${key}`, found);
      else found.push(`${path}/${key}`);
    }
  };

  const schemaErrors = (Model, object) => {
    try {
      new Model(object).validate();
      return [];
    } catch (failure) {
      return String(failure.message).split(/, (?=data)/);
    }
  };

  /** Validates objects; returns one list of errors per object (empty when valid). */
  const validateAll = (objects) => {
    const classes = objects.map((object) => modelClass(object?.apiVersion, object?.kind));
    const kinds = [...new Map(objects.filter((_, i) => classes[i].Model).map((o) => [`${o.apiVersion} ${o.kind}`, o])).values()];
    const { ts, checker, types } = declaredTypes(kinds.map(({ apiVersion, kind }) => ({ apiVersion, kind })));
    return objects.map((object, i) => {
      const { Model, error } = classes[i];
      if (error) return [error];
      const errors = schemaErrors(Model, object);
      const type = types.get(`${object.apiVersion} ${object.kind}`);
      if (!type) return [...errors, `no type declaration for ${object.apiVersion} ${object.kind}`];
      const found = [];
      unknownFields(checker, ts, object, type, '', found);
      return [...errors, ...found.map((path) => `unknown field ${path}`)];
    });
  };

  return { validateAll, modelsVersion };
};
