import type { LocalizedText } from "@lotus/contracts";

type Article = { title: LocalizedText; content: LocalizedText };
type Category = { code: string; title: LocalizedText; articles: Article[] };

const t = (vi: string, en: string, zh: string, ja: string, th: string): LocalizedText => ({ vi, en, zh, ja, th });

/** Help centre (/help, /helpmc): categories and articles in every language. */
export const help: Category[] = [
  {
    code: "deposit",
    title: t("Nạp tiền", "Deposits", "存款", "入金", "การฝากเงิน"),
    articles: [
      {
        title: t("Cách nạp tiền bằng chuyển khoản", "How to deposit by bank transfer", "", "", ""),
        content: t(
          "Vào Trung tâm thành viên, chọn Nạp tiền, chọn Chuyển khoản ngân hàng và nhập số tiền. Quét mã VietQR bằng ứng dụng ngân hàng của bạn; nội dung chuyển khoản đã được điền sẵn. Tiền được cộng ngay khi ngân hàng xác nhận giao dịch.",
          "Open the member centre, choose Deposit, pick Bank transfer and enter the amount. Scan the VietQR code with your banking app; the transfer memo is filled in for you. The money is credited as soon as the bank confirms the transfer.",
          "",
          "",
          "",
        ),
      },
      {
        title: t("Tiền nạp chưa được cộng", "My deposit has not arrived", "", "", ""),
        content: t(
          "Hãy kiểm tra nội dung chuyển khoản có đúng mã giao dịch không. Nếu sau 15 phút tiền vẫn chưa được cộng, hãy liên hệ CSKH trực tuyến kèm ảnh biên lai.",
          "Check that the transfer memo matches your order code. If the money has not arrived after 15 minutes, contact live support with a photo of the receipt.",
          "",
          "",
          "",
        ),
      },
    ],
  },
  {
    code: "withdraw",
    title: t("Rút tiền", "Withdrawals", "取款", "出金", "การถอนเงิน"),
    articles: [
      {
        title: t("Cách rút tiền", "How to withdraw", "", "", ""),
        content: t(
          "Liên kết tài khoản ngân hàng đứng tên chính bạn, đặt mật khẩu rút tiền, rồi chọn Rút tiền trong Trung tâm thành viên. Sau khi tiền về tài khoản, hãy xác nhận đã nhận tiền.",
          "Bind a bank account in your own name, set a withdrawal password, then choose Withdraw in the member centre. When the money reaches your account, confirm that you received it.",
          "",
          "",
          "",
        ),
      },
      {
        title: t("Xác nhận nhận tiền", "Confirming receipt", "", "", ""),
        content: t(
          "Sau khi lệnh rút được thanh toán, bạn chọn Đã nhận, Chưa nhận (kèm ảnh chứng từ) hoặc Đã trả đủ với số tiền còn lại. Nếu không xác nhận trong thời gian quy định, lệnh được coi là đã nhận.",
          "After a withdrawal is paid you choose Received, Not received (with proof images) or All paid with the remaining amount. Without an answer within the set time, the payout counts as received.",
          "",
          "",
          "",
        ),
      },
    ],
  },
  {
    code: "account",
    title: t(
      "Tài khoản và bảo mật",
      "Account and security",
      "账户与安全",
      "アカウントとセキュリティ",
      "บัญชีและความปลอดภัย",
    ),
    articles: [
      {
        title: t("Quên mật khẩu", "Forgotten password", "", "", ""),
        content: t(
          "Chọn Quên mật khẩu trong hộp đăng nhập và đặt lại bằng email hoặc số điện thoại đã liên kết.",
          "Choose Forgot password in the login dialog and reset it with your bound e-mail or mobile number.",
          "",
          "",
          "",
        ),
      },
      {
        title: t("Xác minh đăng nhập hai bước", "Two-step login verification", "", "", ""),
        content: t(
          "Khi bạn đăng nhập từ một địa chỉ IP mới, chúng tôi sẽ yêu cầu thêm một bước xác minh để bảo vệ tài khoản.",
          "When you log in from a new IP address we ask for one more verification step to protect your account.",
          "",
          "",
          "",
        ),
      },
    ],
  },
  {
    code: "terms",
    title: t(
      "Điều khoản và chơi có trách nhiệm",
      "Terms and responsible gaming",
      "条款与理性博彩",
      "利用規約と責任あるゲーム",
      "ข้อกำหนดและการเล่นอย่างรับผิดชอบ",
    ),
    articles: [
      {
        title: t("Thỏa thuận người dùng", "User agreement", "", "", ""),
        content: t(
          "Bạn phải đủ 18 tuổi để đăng ký. Mỗi người chỉ được có một tài khoản. Tài khoản ngân hàng dùng để rút tiền phải đứng tên chủ tài khoản đã đăng ký.",
          "You must be 18 or older to register. Each person may hold one account only. Bank accounts used for withdrawals must be in the registered holder's name.",
          "",
          "",
          "",
        ),
      },
      {
        title: t("Chơi có trách nhiệm", "Responsible gaming", "", "", ""),
        content: t(
          "Hãy đặt giới hạn nạp tiền, dùng nhắc nhở thời gian chơi, tạm nghỉ hoặc tự loại trừ bất cứ lúc nào trong Trung tâm thành viên.",
          "Set deposit limits, use reality checks, take a time-out or self-exclude at any time from the member centre.",
          "",
          "",
          "",
        ),
      },
    ],
  },
];
