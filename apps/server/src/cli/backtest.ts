/**
 * `npm run backtest -- FILE [--format redfin|zillow|reso] [--engine memory|sql]`: values every sale of a
 * real sales export from the sales before it and prints accuracy and IAAO ratio-study figures.
 * See modules/dataset/backtest/backtest.cli.ts.
 */
import { backtestCli } from '#modules/dataset/dataset.service.ts';

// npm runs workspace scripts inside the workspace: resolve paths from where the user typed them.
backtestCli(process.argv.slice(2), console, process.env.INIT_CWD ?? process.cwd()).then(
  (code) => process.exit(code),
  (err) => {
    console.error('Backtest failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
