/** Stylesheets imported by page modules are bundled by esbuild; they export nothing. */
declare module '*.css';
