// Makes `electron` (and nothing else) resolvable for code loaded from the packaged app: ESM
// imports through a resolve hook, CommonJS requires (the preload, bundled libraries) through
// Module._load. Every other bare import must be satisfied from inside the asar.
import Module, { register } from 'node:module';

const doubleUrl = new URL('./electron-double.mjs', import.meta.url).href;
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'electron') return { url: ${JSON.stringify(doubleUrl)}, shortCircuit: true };
      return next(specifier, context);
    }`)}`,
);
const electron = await import(doubleUrl);
const load = Module._load;
Module._load = function loadWithElectronDouble(request, ...rest) {
  return request === 'electron' ? electron.default : load.call(this, request, ...rest);
};
