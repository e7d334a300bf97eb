// `npm run bench` and its modes: `-- --scale` (scale/run.ts, issue 26), `-- --soak` (soak.ts); without either,
// the API and first-screen bench (run.ts). Through the root script npm may take the flag as its own option
// (`npm_config_scale`), so both places are read.
const asked = (flag: string) =>
  process.argv.includes(`--${flag}`) || process.env[`npm_config_${flag.replaceAll('-', '_')}`] === 'true';

if (asked('scale-alone')) await import('./scale/alone.ts');
else if (asked('scale')) await import('./scale/run.ts');
else if (asked('soak')) await import('./soak.ts');
else await import('./run.ts');

export {};
