/** What other parts of the web app use of the fortune feature: the reward centre's summary, the promotions centre's doors. */
export { FortuneSummary } from "./components/fortune-summary";
export { FortuneLinks } from "./components/fortune-links";
