import "../styles/base.css";
import "../styles/verify.css";
import { startVerifyPage } from "./page.ts";

const root = document.getElementById("app");
if (root) void startVerifyPage(root, window.location);
