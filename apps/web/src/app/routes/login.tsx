import { LoginGatePage } from "../../features/account/components/login-gate-page";

/** /login: the redirect target of login-required mode; the page opens the login dialog. */
export default function LoginRoute() {
  return <LoginGatePage />;
}
