import { solveProofOfWork, type PowChallenge } from "./proof-of-work";

/** Runs the proof of work off the main thread, so typing and the progress spinner stay smooth. */
self.addEventListener("message", (event: MessageEvent<PowChallenge>) => {
  void solveProofOfWork(event.data).then((number) => self.postMessage(number));
});
