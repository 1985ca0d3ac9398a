import { HomePage } from "../../features/home/components/home-page";

/** /index, /index.html, /register, /register.html (the last two also open the register dialog: see router.tsx). */
export default function HomeRoute() {
  return <HomePage />;
}
