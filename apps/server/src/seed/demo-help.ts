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
        title: t(
          "Cách nạp tiền bằng chuyển khoản",
          "How to deposit by bank transfer",
          "如何通过银行转账存款",
          "銀行振込での入金方法",
          "วิธีฝากเงินผ่านการโอนเงินธนาคาร",
        ),
        content: t(
          "Vào Trung tâm thành viên, chọn Nạp tiền, chọn Chuyển khoản ngân hàng và nhập số tiền. Quét mã VietQR bằng ứng dụng ngân hàng của bạn; nội dung chuyển khoản đã được điền sẵn. Tiền được cộng ngay khi ngân hàng xác nhận giao dịch.",
          "Open the member centre, choose Deposit, pick Bank transfer and enter the amount. Scan the VietQR code with your banking app; the transfer memo is filled in for you. The money is credited as soon as the bank confirms the transfer.",
          "进入会员中心，选择“存款”，再选择“银行转账”并输入金额。用您的银行 App 扫描 VietQR 二维码，转账附言已自动填好。银行确认转账后，款项即刻到账。",
          "会員センターを開き、「入金」から「銀行振込」を選んで金額を入力します。お使いの銀行アプリで VietQR コードを読み取ると、振込メモは自動で入力されます。銀行が振込を確認すると、すぐに残高へ反映されます。",
          "เข้าสู่ศูนย์สมาชิก เลือก “ฝากเงิน” แล้วเลือก “โอนผ่านธนาคาร” และระบุจำนวนเงิน สแกนคิวอาร์โค้ด VietQR ด้วยแอปธนาคารของคุณ ระบบจะกรอกข้อความอ้างอิงการโอนให้โดยอัตโนมัติ ยอดเงินจะเข้าบัญชีทันทีที่ธนาคารยืนยันการโอน",
        ),
      },
      {
        title: t(
          "Tiền nạp chưa được cộng",
          "My deposit has not arrived",
          "存款尚未到账",
          "入金が反映されない場合",
          "ยอดฝากยังไม่เข้าบัญชี",
        ),
        content: t(
          "Hãy kiểm tra nội dung chuyển khoản có đúng mã giao dịch không. Nếu sau 15 phút tiền vẫn chưa được cộng, hãy liên hệ CSKH trực tuyến kèm ảnh biên lai.",
          "Check that the transfer memo matches your order code. If the money has not arrived after 15 minutes, contact live support with a photo of the receipt.",
          "请核对转账附言是否与您的订单号一致。如 15 分钟后仍未到账，请附上转账凭证截图联系在线客服。",
          "振込メモが注文番号と一致しているかご確認ください。15 分経っても反映されない場合は、振込明細の写真を添えてオンラインサポートへお問い合わせください。",
          "โปรดตรวจสอบว่าข้อความอ้างอิงการโอนตรงกับรหัสคำสั่งฝากของคุณ หากผ่านไป 15 นาทีแล้วยอดเงินยังไม่เข้า โปรดติดต่อฝ่ายบริการออนไลน์พร้อมแนบรูปสลิปการโอน",
        ),
      },
    ],
  },
  {
    code: "withdraw",
    title: t("Rút tiền", "Withdrawals", "取款", "出金", "การถอนเงิน"),
    articles: [
      {
        title: t("Cách rút tiền", "How to withdraw", "如何取款", "出金方法", "วิธีถอนเงิน"),
        content: t(
          "Liên kết tài khoản ngân hàng đứng tên chính bạn, đặt mật khẩu rút tiền, rồi chọn Rút tiền trong Trung tâm thành viên. Sau khi tiền về tài khoản, hãy xác nhận đã nhận tiền.",
          "Bind a bank account in your own name, set a withdrawal password, then choose Withdraw in the member centre. When the money reaches your account, confirm that you received it.",
          "先绑定本人名下的银行账户并设置取款密码，然后在会员中心选择“取款”。款项到账后，请确认已收款。",
          "ご本人名義の銀行口座を登録し、出金パスワードを設定してから、会員センターで「出金」を選びます。口座に着金したら、受け取りを確認してください。",
          "ผูกบัญชีธนาคารที่เป็นชื่อของคุณเอง ตั้งรหัสผ่านสำหรับถอนเงิน แล้วเลือก “ถอนเงิน” ในศูนย์สมาชิก เมื่อเงินเข้าบัญชีแล้ว โปรดยืนยันว่าได้รับเงินเรียบร้อย",
        ),
      },
      {
        title: t("Xác nhận nhận tiền", "Confirming receipt", "确认收款", "受け取りの確認", "การยืนยันการรับเงิน"),
        content: t(
          "Sau khi lệnh rút được thanh toán, bạn chọn Đã nhận, Chưa nhận (kèm ảnh chứng từ) hoặc Đã trả đủ với số tiền còn lại. Nếu không xác nhận trong thời gian quy định, lệnh được coi là đã nhận.",
          "After a withdrawal is paid you choose Received, Not received (with proof images) or All paid with the remaining amount. Without an answer within the set time, the payout counts as received.",
          "取款出款后，您可以选择“已收到”、“未收到”（需附上凭证图片）或“已付清”（并填写剩余金额）。若未在规定时间内确认，该笔出款将视为已收到。",
          "出金の支払い後、「受け取り済み」「未着」（証明画像を添付）、または残額を入力して「全額支払い済み」のいずれかを選びます。所定の時間内に回答がない場合は、受け取り済みとみなされます。",
          "หลังจากรายการถอนเงินได้รับการจ่ายแล้ว ให้เลือก “ได้รับแล้ว” “ยังไม่ได้รับ” (แนบรูปหลักฐาน) หรือ “จ่ายครบแล้ว” พร้อมระบุยอดคงเหลือ หากไม่ตอบกลับภายในเวลาที่กำหนด ระบบจะถือว่าได้รับเงินแล้ว",
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
        title: t("Quên mật khẩu", "Forgotten password", "忘记密码", "パスワードを忘れた場合", "ลืมรหัสผ่าน"),
        content: t(
          "Chọn Quên mật khẩu trong hộp đăng nhập và đặt lại bằng email hoặc số điện thoại đã liên kết.",
          "Choose Forgot password in the login dialog and reset it with your bound e-mail or mobile number.",
          "在登录窗口点击“忘记密码”，通过已绑定的邮箱或手机号重置密码。",
          "ログイン画面で「パスワードをお忘れの方」を選び、登録済みのメールアドレスまたは携帯電話番号で再設定してください。",
          "เลือก “ลืมรหัสผ่าน” ในหน้าต่างเข้าสู่ระบบ แล้วรีเซ็ตรหัสผ่านด้วยอีเมลหรือหมายเลขโทรศัพท์มือถือที่ผูกไว้",
        ),
      },
      {
        title: t(
          "Xác minh đăng nhập hai bước",
          "Two-step login verification",
          "登录二次验证",
          "ログイン時の2段階認証",
          "การยืนยันตัวตนสองขั้นตอนเมื่อเข้าสู่ระบบ",
        ),
        content: t(
          "Khi bạn đăng nhập từ một địa chỉ IP mới, chúng tôi sẽ yêu cầu thêm một bước xác minh để bảo vệ tài khoản.",
          "When you log in from a new IP address we ask for one more verification step to protect your account.",
          "当您从新的 IP 地址登录时，我们会要求您多完成一步验证，以保护您的账户安全。",
          "新しい IP アドレスからログインすると、アカウント保護のため追加の本人確認をお願いしています。",
          "เมื่อคุณเข้าสู่ระบบจากที่อยู่ IP ใหม่ เราจะขอให้ยืนยันตัวตนเพิ่มอีกหนึ่งขั้นตอนเพื่อปกป้องบัญชีของคุณ",
        ),
      },
    ],
  },
  {
    code: "fairness",
    title: t(
      "Minh bạch và kiểm chứng",
      "Fairness and verification",
      "公平与验证",
      "公平性と検証",
      "ความโปร่งใสและการตรวจสอบ",
    ),
    articles: [
      {
        title: t(
          "Kết quả xổ số được tạo thế nào và kiểm chứng ra sao",
          "How lottery results are made and how to check them",
          "彩票结果如何产生以及如何验证",
          "宝くじの結果の作り方と確かめ方",
          "ผลหวยสร้างขึ้นอย่างไรและตรวจสอบได้อย่างไร",
        ),
        content: t(
          "Mỗi trò xổ số có một chuỗi băm SHA-256 được tạo trước; mã băm cuối chuỗi được công bố trước kỳ quay đầu tiên. Mỗi kỳ quay dùng mắt xích kế tiếp của chuỗi, nên kết quả đã cố định từ trước khi có bất kỳ vé cược nào và nhà cái không thể thay đổi. Sau kỳ quay, mở kết quả và bấm “Kiểm chứng”: trình duyệt của bạn tự tính lại mắt xích và toàn bộ các số, rồi báo “Khớp” hoặc “Không khớp”. Trang kiểm chứng cũng liệt kê mã băm cuối chuỗi đã công bố của mọi trò.",
          "Every lottery game has a SHA-256 hash chain made in advance; the chain's last hash is published before its first draw. Each draw uses the chain's next link, so its numbers are fixed before any ticket exists and the house cannot change them. After a draw, open its result and press “Verify”: your browser recomputes the link and every number and says “Match” or “No match”. The verification page also lists the published last hash of every game's chain.",
          "每个彩票游戏都有一条预先生成的 SHA-256 哈希链，链尾哈希在首期开奖前公布。每期开奖使用链上的下一个环节，因此号码在任何投注之前就已确定，平台无法更改。开奖后打开结果并点击“验证”：您的浏览器会重新计算该环节和全部号码，并显示“一致”或“不一致”。验证页面还列出每个游戏已公布的链尾哈希。",
          "各宝くじゲームには事前に作られた SHA-256 ハッシュチェーンがあり、その最後のハッシュは最初の抽選の前に公開されます。各回の抽選はチェーンの次の値を使うため、番号はどの賭けよりも前に決まっており、運営側は変えられません。抽選後に結果を開いて「検証」を押すと、ブラウザがその値とすべての番号を計算し直し、「一致」か「不一致」かを表示します。検証ページには、全ゲームの公開済みの最終ハッシュも載っています。",
          "เกมหวยแต่ละเกมมีห่วงโซ่แฮช SHA-256 ที่สร้างไว้ล่วงหน้า และประกาศแฮชสุดท้ายของห่วงโซ่ก่อนการออกรางวัลงวดแรก แต่ละงวดใช้ข้อถัดไปของห่วงโซ่ ผลจึงถูกกำหนดไว้ก่อนมีการแทงใด ๆ และเจ้ามือเปลี่ยนไม่ได้ หลังออกรางวัล ให้เปิดผลแล้วกด “ตรวจสอบ” เบราว์เซอร์ของคุณจะคำนวณข้อในห่วงโซ่และเลขทั้งหมดใหม่ แล้วแสดงว่า “ตรงกัน” หรือ “ไม่ตรงกัน” หน้าตรวจสอบยังแสดงแฮชสุดท้ายที่ประกาศแล้วของทุกเกมด้วย",
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
        title: t("Thỏa thuận người dùng", "User agreement", "用户协议", "会員規約", "ข้อตกลงผู้ใช้"),
        content: t(
          "Bạn phải đủ 18 tuổi để đăng ký. Mỗi người chỉ được có một tài khoản. Tài khoản ngân hàng dùng để rút tiền phải đứng tên chủ tài khoản đã đăng ký.",
          "You must be 18 or older to register. Each person may hold one account only. Bank accounts used for withdrawals must be in the registered holder's name.",
          "您必须年满 18 岁方可注册。每人仅限持有一个账户。用于取款的银行账户必须与注册人姓名一致。",
          "ご登録は 18 歳以上の方に限ります。アカウントはお一人様 1 つまでです。出金に使う銀行口座は、登録者ご本人の名義である必要があります。",
          "คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะสมัครได้ แต่ละคนมีบัญชีได้เพียงบัญชีเดียว บัญชีธนาคารที่ใช้ถอนเงินต้องเป็นชื่อเดียวกับเจ้าของบัญชีที่ลงทะเบียนไว้",
        ),
      },
      {
        title: t("Chơi có trách nhiệm", "Responsible gaming", "理性博彩", "責任あるゲーム", "การเล่นอย่างมีความรับผิดชอบ"),
        content: t(
          "Hãy đặt giới hạn nạp tiền, dùng nhắc nhở thời gian chơi, tạm nghỉ hoặc tự loại trừ bất cứ lúc nào trong Trung tâm thành viên.",
          "Set deposit limits, use reality checks, take a time-out or self-exclude at any time from the member centre.",
          "您可以随时在会员中心设置存款限额、开启游戏时长提醒、暂停游戏或申请自我禁入。",
          "会員センターから、入金上限の設定、プレイ時間のお知らせ、一時休止、自己排除をいつでも行えます。",
          "คุณสามารถตั้งวงเงินฝาก เปิดการแจ้งเตือนเวลาเล่น พักการเล่นชั่วคราว หรือขอระงับบัญชีตนเองได้ทุกเมื่อจากศูนย์สมาชิก",
        ),
      },
    ],
  },
];
