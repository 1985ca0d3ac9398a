// `npm run dev`: the API server with reload on change (port 3000) and the Vite dev server with
// hot module replacement (port 5173), which proxies the API calls to the server.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/main.ts"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@lotus/web"], { stdio: "inherit" }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children) child.on("exit", (code) => (stop("SIGTERM"), process.exit(code ?? 0)));
