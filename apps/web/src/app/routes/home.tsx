import { HomePage } from "../../features/home/components/home-page";

/** /index, /index.html, /register, /register.html (the register dialog arrives with sign-in). */
export default function HomeRoute() {
  return <HomePage />;
}
