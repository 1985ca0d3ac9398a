import "../styles/base.css";
import "../styles/play.css";
import { startPlayPage } from "./app.ts";

const root = document.getElementById("app");
if (root) void startPlayPage(root, window.location);
