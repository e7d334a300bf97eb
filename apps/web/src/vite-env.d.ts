/// <reference types="vite/client" />

/** Version of this build, injected by Vite from package.json. */
declare const __APP_VERSION__: string;
