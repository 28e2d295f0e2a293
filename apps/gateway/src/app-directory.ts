/**
 * The gateway's dist (or src) folder: this file sits at its top, so `__dirname` here is the same
 * whether the process runs the one-file bundle (dist/main.js, tools/bundle), tsc's output or the
 * sources under Jest. Files the gateway reads at run time are found from here, never from a
 * module's own `__dirname`, which a bundle moves.
 */
export const APP_DIRECTORY = __dirname;
