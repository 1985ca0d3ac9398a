import type { ContentPageSlug, Language } from "@lotus/contracts";

/*
 * The demo brand's content pages (issue 16 item 5) in every language, written in the pages' markup
 * (packages/contracts/src/content-markup.ts). Seeded once as each page's first published version
 * (operator "seed"); the console's edits are new versions and are never overwritten.
 */

type Text = { title: string; body: string };
export type DemoContentPage = { slug: ContentPageSlug; texts: Record<Language, Text> };

const aboutUs: DemoContentPage = {
  slug: "about-us",
  texts: {
    vi: {
      title: "Về chúng tôi",
      body: `Lotus là thương hiệu giải trí trực tuyến dành cho người chơi Việt Nam và châu Á: slot, sòng bài trực tiếp, thể thao, bắn cá, game bài và xổ số ba miền trong một tài khoản duy nhất.

## Điều chúng tôi cam kết
- **Công bằng có thể kiểm chứng**: mỗi kỳ xổ số nhanh được quay bằng chuỗi băm công bố trước; bạn có thể tự kiểm tra kết quả ngay trên trình duyệt.
- **Tiền về nhanh**: nạp tiền qua VietQR được cộng tự động khi ngân hàng xác nhận, rút tiền được duyệt trong ngày.
- **Hỗ trợ 24/7**: CSKH trực tuyến, Zalo và Telegram luôn có người trực bằng tiếng Việt.
- **Chơi có trách nhiệm**: giới hạn nạp, cảnh báo thời gian chơi, tạm nghỉ và tự loại trừ luôn sẵn trong tài khoản.

## Đội ngũ
Lotus được vận hành bởi Lotus Demo Entertainment Ltd., một đội ngũ kỹ sư, chuyên viên thanh toán và chăm sóc khách hàng làm việc tại TP. Hồ Chí Minh và Singapore.

> Đây là trang web trình diễn: mọi số dư đều là tiền thử nghiệm, không có giao dịch tiền thật.

Xem thêm [Giấy phép](/licences), [Chơi có trách nhiệm](/responsible-gaming) và [Điều khoản](/terms).`,
    },
    en: {
      title: "About us",
      body: `Lotus is an online entertainment brand for players in Vietnam and Asia: slots, live casino, sports, fishing, card games and the three-region Vietnamese lottery, all in one account.

## What we promise
- **Fairness you can check**: every fast-lottery draw comes from a hash chain published in advance; you can verify any result yourself in your browser.
- **Fast money**: VietQR deposits are credited automatically as soon as the bank confirms them, and withdrawals are reviewed the same day.
- **Help around the clock**: live support, Zalo and Telegram are staffed 24/7 in Vietnamese and English.
- **Responsible play**: deposit limits, reality checks, time-outs and self-exclusion are always available in your account.

## Our team
Lotus is run by Lotus Demo Entertainment Ltd., a team of engineers, payment specialists and customer-care staff based in Ho Chi Minh City and Singapore.

> This is a demonstration site: every balance is play money and no real-money transactions take place.

See also [Licences](/licences), [Responsible gaming](/responsible-gaming) and [Terms](/terms).`,
    },
    zh: {
      title: "关于我们",
      body: `Lotus 是面向越南及亚洲玩家的线上娱乐品牌：老虎机、真人娱乐场、体育、捕鱼、棋牌以及越南三区彩票，一个账户全部畅玩。

## 我们的承诺
- **可验证的公平**：每期快速彩票都由事先公布的哈希链开出，您可以直接在浏览器中自行验证结果。
- **资金快速到账**：VietQR 存款在银行确认后自动入账，提款当天审核。
- **全天候服务**：在线客服、Zalo 和 Telegram 24 小时有专人值守。
- **理性娱乐**：存款限额、游戏时长提醒、暂停和自我排除功能随时可在账户中使用。

## 我们的团队
Lotus 由 Lotus Demo Entertainment Ltd. 运营，团队成员包括工程师、支付专员和客服人员，分布在胡志明市和新加坡。

> 本网站为演示站点：所有余额均为体验币，不进行任何真钱交易。

另请参阅[牌照](/licences)、[理性娱乐](/responsible-gaming)和[条款](/terms)。`,
    },
    ja: {
      title: "私たちについて",
      body: `Lotus はベトナムとアジアのプレイヤーのためのオンラインエンターテインメントブランドです。スロット、ライブカジノ、スポーツ、フィッシング、カードゲーム、そしてベトナム三地域の宝くじを、ひとつのアカウントでお楽しみいただけます。

## 私たちのお約束
- **検証できる公平性**：高速宝くじの抽選はすべて事前に公開したハッシュチェーンから行われ、結果はブラウザでご自身で検証できます。
- **スピーディーな入出金**：VietQR での入金は銀行の確認後すぐに自動で反映され、出金は当日中に審査します。
- **24 時間サポート**：ライブサポート、Zalo、Telegram に常時スタッフが待機しています。
- **責任あるプレイ**：入金上限、プレイ時間の通知、一時休止、自己排除をいつでもアカウントから設定できます。

## チーム
Lotus は Lotus Demo Entertainment Ltd. が運営しています。ホーチミン市とシンガポールを拠点に、エンジニア、決済担当、カスタマーサポートが働いています。

> 本サイトはデモサイトです。残高はすべて体験用で、実際のお金の取引は行われません。

[ライセンス](/licences)、[責任あるゲーミング](/responsible-gaming)、[利用規約](/terms)もご覧ください。`,
    },
    th: {
      title: "เกี่ยวกับเรา",
      body: `Lotus คือแบรนด์ความบันเทิงออนไลน์สำหรับผู้เล่นในเวียดนามและเอเชีย ทั้งสล็อต คาสิโนสด กีฬา ยิงปลา เกมไพ่ และหวยเวียดนามสามภาค ครบในบัญชีเดียว

## สิ่งที่เราให้คำมั่น
- **ความยุติธรรมที่ตรวจสอบได้**: ทุกงวดของหวยด่วนออกผลจากเชนแฮชที่ประกาศไว้ล่วงหน้า คุณตรวจสอบผลได้เองในเบราว์เซอร์
- **เงินเข้าเร็ว**: ฝากผ่าน VietQR เข้าบัญชีอัตโนมัติทันทีที่ธนาคารยืนยัน และการถอนได้รับการตรวจสอบภายในวันเดียวกัน
- **บริการตลอด 24 ชั่วโมง**: แชทสด Zalo และ Telegram มีเจ้าหน้าที่ดูแลตลอดเวลา
- **เล่นอย่างรับผิดชอบ**: วงเงินฝาก การแจ้งเตือนเวลาเล่น การพักการเล่น และการแยกตัวเองออก ใช้ได้ตลอดในบัญชีของคุณ

## ทีมงานของเรา
Lotus ดำเนินงานโดย Lotus Demo Entertainment Ltd. ทีมวิศวกร ผู้เชี่ยวชาญด้านการชำระเงิน และเจ้าหน้าที่บริการลูกค้า ประจำอยู่ที่นครโฮจิมินห์และสิงคโปร์

> นี่คือเว็บไซต์สาธิต ยอดเงินทั้งหมดเป็นเงินทดลอง ไม่มีการทำธุรกรรมด้วยเงินจริง

ดูเพิ่มเติม: [ใบอนุญาต](/licences) [การเล่นอย่างรับผิดชอบ](/responsible-gaming) และ [ข้อกำหนด](/terms)`,
    },
  },
};

const licences: DemoContentPage = {
  slug: "licences",
  texts: {
    vi: {
      title: "Giấy phép",
      body: `> Giấy phép dưới đây là **giấy phép mẫu của bản trình diễn**, do một cơ quan giả định cấp. Lotus không nhận cược bằng tiền thật và không được cấp phép kinh doanh trò chơi có thưởng tại bất kỳ quốc gia nào.

## Thông tin giấy phép (bản mẫu)
- **Đơn vị vận hành**: Lotus Demo Entertainment Ltd.
- **Số giấy phép**: DEMO-LTS-2026-001
- **Cơ quan cấp**: Demo Gaming Authority (cơ quan giả định dùng cho bản trình diễn)
- **Phạm vi**: trò chơi trực tuyến, xổ số nhanh, cá cược thể thao — chỉ với tiền thử nghiệm
- **Hiệu lực**: 01/01/2026 – 31/12/2026

## Một nhà vận hành được cấp phép phải làm gì
1. Dùng trò chơi đã được kiểm định, công bố tỷ lệ trả thưởng (RTP).
2. Giữ tiền của người chơi tách biệt khỏi tiền hoạt động của công ty.
3. Xác minh danh tính (KYC) và phòng chống rửa tiền trước khi trả tiền rút lớn.
4. Cung cấp công cụ chơi có trách nhiệm và tôn trọng quyết định tự loại trừ.
5. Giải quyết khiếu nại trong thời hạn công bố.

Lotus xây dựng mọi quy trình trên theo đúng chuẩn đó. Kết quả xổ số nhanh có thể kiểm chứng tại trang [Xổ số](/lottery).`,
    },
    en: {
      title: "Licences",
      body: `> The licence below is a **sample licence for this demonstration**, issued by a fictitious authority. Lotus does not accept real-money bets and holds no gambling licence in any country.

## Licence details (sample)
- **Operator**: Lotus Demo Entertainment Ltd.
- **Licence number**: DEMO-LTS-2026-001
- **Issued by**: Demo Gaming Authority (a fictitious authority used for this demonstration)
- **Scope**: online games, fast lottery, sports betting — with play money only
- **Valid**: 1 January 2026 – 31 December 2026

## What a licensed operator must do
1. Offer only tested games and publish their return to player (RTP).
2. Keep players' money separate from the company's operating funds.
3. Verify identity (KYC) and run anti-money-laundering checks before large withdrawals.
4. Provide responsible-gaming tools and honour every self-exclusion.
5. Resolve complaints within the published time.

Lotus builds every one of these processes to that standard. Fast-lottery results can be verified on the [Lottery](/lottery) page.`,
    },
    zh: {
      title: "牌照",
      body: `> 以下牌照为**演示用样本牌照**，由虚构机构签发。Lotus 不接受真钱投注，也未在任何国家持有博彩牌照。

## 牌照信息（样本）
- **运营方**：Lotus Demo Entertainment Ltd.
- **牌照编号**：DEMO-LTS-2026-001
- **签发机构**：Demo Gaming Authority（演示用的虚构机构）
- **范围**：线上游戏、快速彩票、体育投注——仅限体验币
- **有效期**：2026 年 1 月 1 日至 2026 年 12 月 31 日

## 持牌运营方必须做到
1. 只提供经过检测的游戏，并公布返还率（RTP）。
2. 将玩家资金与公司运营资金分开保管。
3. 在大额提款前完成身份验证（KYC）和反洗钱审查。
4. 提供理性娱乐工具，并尊重每一项自我排除。
5. 在公布的期限内处理投诉。

Lotus 的每一项流程都按此标准建设。快速彩票结果可在[彩票](/lottery)页面验证。`,
    },
    ja: {
      title: "ライセンス",
      body: `> 以下のライセンスは、架空の機関が発行した**デモ用のサンプルライセンス**です。Lotus は実際のお金での賭けを受け付けておらず、いずれの国でもギャンブルのライセンスを保有していません。

## ライセンス情報（サンプル）
- **運営者**：Lotus Demo Entertainment Ltd.
- **ライセンス番号**：DEMO-LTS-2026-001
- **発行機関**：Demo Gaming Authority（デモ用の架空の機関）
- **対象**：オンラインゲーム、高速宝くじ、スポーツベット（体験用の残高のみ）
- **有効期間**：2026 年 1 月 1 日〜2026 年 12 月 31 日

## ライセンスを持つ運営者の義務
1. 検査済みのゲームのみを提供し、還元率（RTP）を公開すること。
2. プレイヤーの資金を会社の運転資金と分けて管理すること。
3. 高額出金の前に本人確認（KYC）とマネーロンダリング対策を行うこと。
4. 責任あるゲーミングのツールを提供し、自己排除を必ず守ること。
5. 公表した期限内に苦情を解決すること。

Lotus はこれらの手続きをすべてこの基準で構築しています。高速宝くじの結果は[宝くじ](/lottery)ページで検証できます。`,
    },
    th: {
      title: "ใบอนุญาต",
      body: `> ใบอนุญาตด้านล่างเป็น**ใบอนุญาตตัวอย่างสำหรับการสาธิต** ออกโดยหน่วยงานสมมติ Lotus ไม่รับเดิมพันด้วยเงินจริง และไม่มีใบอนุญาตการพนันในประเทศใดเลย

## ข้อมูลใบอนุญาต (ตัวอย่าง)
- **ผู้ให้บริการ**: Lotus Demo Entertainment Ltd.
- **เลขที่ใบอนุญาต**: DEMO-LTS-2026-001
- **ออกโดย**: Demo Gaming Authority (หน่วยงานสมมติสำหรับการสาธิต)
- **ขอบเขต**: เกมออนไลน์ หวยด่วน เดิมพันกีฬา — ด้วยเงินทดลองเท่านั้น
- **อายุใบอนุญาต**: 1 มกราคม 2026 – 31 ธันวาคม 2026

## สิ่งที่ผู้ให้บริการที่มีใบอนุญาตต้องทำ
1. ให้บริการเฉพาะเกมที่ผ่านการทดสอบ และเปิดเผยอัตราการจ่ายคืน (RTP)
2. แยกเงินของผู้เล่นออกจากเงินดำเนินงานของบริษัท
3. ยืนยันตัวตน (KYC) และตรวจสอบการฟอกเงินก่อนการถอนจำนวนมาก
4. มีเครื่องมือการเล่นอย่างรับผิดชอบ และเคารพการแยกตัวเองออกทุกกรณี
5. แก้ไขข้อร้องเรียนภายในเวลาที่ประกาศ

Lotus สร้างทุกกระบวนการตามมาตรฐานนี้ ผลหวยด่วนตรวจสอบได้ที่หน้า [หวย](/lottery)`,
    },
  },
};

const responsibleGaming: DemoContentPage = {
  slug: "responsible-gaming",
  texts: {
    vi: {
      title: "Chơi có trách nhiệm",
      body: `Trò chơi là để giải trí, không phải cách kiếm tiền. Lotus chỉ dành cho người từ **18 tuổi** trở lên.

## Công cụ trong tài khoản của bạn
Mở [Chơi có trách nhiệm](member-centre:responsibleGaming) trong Trung tâm thành viên để:
- đặt **giới hạn nạp, thua, cược và thời gian chơi** theo ngày, tuần hoặc tháng — giảm có hiệu lực ngay, tăng chỉ sau 24 giờ và khi bạn xác nhận lần nữa;
- bật **nhắc nhở thời gian** mỗi 15, 30 hoặc 60 phút, cho biết bạn đã chơi bao lâu, cược bao nhiêu và thắng thua thế nào;
- **tạm nghỉ** từ 1 ngày đến 3 tháng, hoặc **tự loại trừ** 6 tháng, 1 năm, 5 năm hay vĩnh viễn. Trong thời gian này bạn không thể cược hay nạp tiền, nhưng vẫn rút được tiền.

Bảo vệ tài khoản tại [Trung tâm bảo mật](member-centre:securityCenter): mật khẩu mạnh, mật khẩu rút tiền và xác minh hai bước.

## Dấu hiệu cần dừng lại
- Bạn chơi lâu hơn hoặc nạp nhiều hơn dự định.
- Bạn cố gỡ lại số tiền đã thua.
- Bạn vay mượn hoặc dùng tiền sinh hoạt để chơi.
- Việc chơi ảnh hưởng đến công việc, gia đình hoặc giấc ngủ.

## Nơi tìm trợ giúp
- [GamCare](https://www.gamcare.org.uk) — tư vấn miễn phí, bảo mật
- [Gamblers Anonymous](https://www.gamblersanonymous.org) — nhóm hỗ trợ đồng đẳng
- [BeGambleAware](https://www.begambleaware.org) — thông tin và công cụ tự đánh giá

> Cần nói chuyện ngay? Đội CSKH trực tuyến 24/7 có thể kích hoạt tạm nghỉ cho bạn bất cứ lúc nào.`,
    },
    en: {
      title: "Responsible gaming",
      body: `Gaming is entertainment, not a way to make money. Lotus is only for people aged **18** and over.

## Tools in your account
Open [Responsible gaming](member-centre:responsibleGaming) in the member centre to:
- set **deposit, loss, wager and session-time limits** per day, week or month — a lower limit applies at once, a higher one only after 24 hours and a second confirmation;
- switch on **reality checks** every 15, 30 or 60 minutes showing how long you have played, how much you have wagered and your net result;
- take a **time-out** from 1 day to 3 months, or **self-exclude** for 6 months, 1 year, 5 years or permanently. During that time you cannot bet or deposit, but you can still withdraw.

Protect your account in the [Security centre](member-centre:securityCenter): a strong password, a withdrawal password and two-step verification.

## Signs it is time to stop
- You play longer or deposit more than you planned.
- You try to win back money you have lost.
- You borrow money or use money meant for living costs.
- Playing affects your work, family or sleep.

## Where to get help
- [GamCare](https://www.gamcare.org.uk) — free, confidential advice
- [Gamblers Anonymous](https://www.gamblersanonymous.org) — peer support groups
- [BeGambleAware](https://www.begambleaware.org) — information and self-assessment tools

> Need to talk now? Our 24/7 live support can start a time-out for you at any moment.`,
    },
    zh: {
      title: "理性娱乐",
      body: `游戏是娱乐，不是赚钱的途径。Lotus 仅限年满 **18 岁**的人士使用。

## 账户中的工具
在会员中心打开[理性娱乐](member-centre:responsibleGaming)，您可以：
- 按日、周或月设置**存款、亏损、投注和游戏时长限额**——调低立即生效，调高需等待 24 小时并再次确认；
- 开启每 15、30 或 60 分钟一次的**时长提醒**，显示已游戏时长、投注金额和输赢结果；
- **暂停** 1 天至 3 个月，或**自我排除** 6 个月、1 年、5 年或永久。期间无法投注或存款，但仍可提款。

在[安全中心](member-centre:securityCenter)保护您的账户：强密码、提款密码和两步验证。

## 需要停下来的信号
- 游戏时间或存款超出原本计划。
- 试图赢回已经输掉的钱。
- 借钱或动用生活费来游戏。
- 游戏影响到工作、家庭或睡眠。

## 寻求帮助
- [GamCare](https://www.gamcare.org.uk) — 免费、保密的咨询
- [Gamblers Anonymous](https://www.gamblersanonymous.org) — 同伴互助小组
- [BeGambleAware](https://www.begambleaware.org) — 信息与自我评估工具

> 想立即倾诉？24 小时在线客服随时可以为您开启暂停。`,
    },
    ja: {
      title: "責任あるゲーミング",
      body: `ゲームは娯楽であり、お金を稼ぐ手段ではありません。Lotus は **18 歳**以上の方のみご利用いただけます。

## アカウントで使えるツール
会員センターの[責任あるゲーミング](member-centre:responsibleGaming)では次のことができます。
- 1 日・1 週間・1 か月ごとに**入金・損失・ベット額・プレイ時間の上限**を設定（引き下げはすぐに適用、引き上げは 24 時間後に再確認してから適用）；
- 15・30・60 分ごとの**リアリティチェック**で、プレイ時間、ベット額、収支を確認；
- 1 日〜3 か月の**一時休止**、または 6 か月・1 年・5 年・無期限の**自己排除**。期間中はベットや入金はできませんが、出金は可能です。

[セキュリティセンター](member-centre:securityCenter)でアカウントを守りましょう：強いパスワード、出金パスワード、2 段階認証。

## やめどきのサイン
- 予定より長く遊んだり、多く入金したりしている。
- 負けたお金を取り戻そうとしている。
- 借金や生活費でプレイしている。
- 仕事や家族、睡眠に影響が出ている。

## 相談窓口
- [GamCare](https://www.gamcare.org.uk) — 無料・秘密厳守の相談
- [Gamblers Anonymous](https://www.gamblersanonymous.org) — 自助グループ
- [BeGambleAware](https://www.begambleaware.org) — 情報とセルフチェック

> 今すぐ話したいときは、24 時間のライブサポートがいつでも一時休止を設定します。`,
    },
    th: {
      title: "การเล่นอย่างรับผิดชอบ",
      body: `เกมคือความบันเทิง ไม่ใช่วิธีหาเงิน Lotus สำหรับผู้ที่มีอายุ **18 ปี** ขึ้นไปเท่านั้น

## เครื่องมือในบัญชีของคุณ
เปิด [การเล่นอย่างรับผิดชอบ](member-centre:responsibleGaming) ในศูนย์สมาชิกเพื่อ:
- ตั้ง**วงเงินฝาก วงเงินขาดทุน วงเงินเดิมพัน และเวลาเล่น** รายวัน รายสัปดาห์ หรือรายเดือน — ลดวงเงินมีผลทันที เพิ่มวงเงินมีผลหลัง 24 ชั่วโมงและยืนยันอีกครั้ง
- เปิด**การแจ้งเตือนเวลาเล่น**ทุก 15, 30 หรือ 60 นาที แสดงเวลาที่เล่น ยอดเดิมพัน และผลได้เสีย
- **พักการเล่น** 1 วันถึง 3 เดือน หรือ**แยกตัวเองออก** 6 เดือน 1 ปี 5 ปี หรือถาวร ระหว่างนั้นคุณเดิมพันหรือฝากเงินไม่ได้ แต่ยังถอนเงินได้

ปกป้องบัญชีที่ [ศูนย์ความปลอดภัย](member-centre:securityCenter): รหัสผ่านที่รัดกุม รหัสผ่านถอนเงิน และการยืนยันสองขั้นตอน

## สัญญาณที่ควรหยุด
- เล่นนานหรือฝากเงินมากกว่าที่ตั้งใจไว้
- พยายามเล่นเพื่อเอาเงินที่เสียไปคืน
- กู้ยืมหรือใช้เงินค่าครองชีพมาเล่น
- การเล่นกระทบต่องาน ครอบครัว หรือการนอน

## แหล่งช่วยเหลือ
- [GamCare](https://www.gamcare.org.uk) — คำปรึกษาฟรีและเป็นความลับ
- [Gamblers Anonymous](https://www.gamblersanonymous.org) — กลุ่มช่วยเหลือกันเอง
- [BeGambleAware](https://www.begambleaware.org) — ข้อมูลและแบบประเมินตนเอง

> อยากคุยตอนนี้เลย? ฝ่ายบริการลูกค้า 24 ชั่วโมงพร้อมเปิดการพักการเล่นให้คุณได้ทุกเมื่อ`,
    },
  },
};

const partners: DemoContentPage = {
  slug: "partners",
  texts: {
    vi: {
      title: "Đối tác",
      body: `Lotus hợp tác với các nhà cung cấp trò chơi và thanh toán để mang đến trải nghiệm ổn định, minh bạch.

## Nhà cung cấp trò chơi
- **Lotus Live** — sòng bài trực tiếp với người chia bài nói tiếng Việt: baccarat, rồng hổ, tài xỉu.
- **Dragon Reels** và **Lucky Panda Games** — hàng trăm slot với tỷ lệ trả thưởng được công bố.
- **IBC Sports** và **Saba Sports** — kèo bóng đá, bóng rổ, quần vợt cập nhật liên tục.
- **TF Gaming** — thể thao điện tử: Liên Minh Huyền Thoại, Dota 2, CS2.
- **TCG Lottery** — xổ số nhanh và xổ số ba miền với kết quả kiểm chứng được.
- **Ocean King** — bắn cá nhiều người chơi.

## Thanh toán
- **VietQR** và **NAPAS 247** — chuyển khoản nhanh từ mọi ngân hàng Việt Nam, được đối soát tự động.

Bạn là nhà cung cấp muốn hợp tác? Hãy liên hệ qua [CSKH](/helpmc) hoặc đăng ký [đại lý](/join).`,
    },
    en: {
      title: "Partners",
      body: `Lotus works with game and payment providers to give you a stable, transparent experience.

## Game providers
- **Lotus Live** — live casino with Vietnamese-speaking dealers: baccarat, dragon tiger, sic bo.
- **Dragon Reels** and **Lucky Panda Games** — hundreds of slots with published return-to-player rates.
- **IBC Sports** and **Saba Sports** — football, basketball and tennis markets updated live.
- **TF Gaming** — esports: League of Legends, Dota 2, CS2.
- **TCG Lottery** — fast lottery and the three-region lottery with verifiable results.
- **Ocean King** — multiplayer fishing games.

## Payments
- **VietQR** and **NAPAS 247** — fast transfers from any Vietnamese bank, reconciled automatically.

Are you a provider who would like to work with us? Contact [customer service](/helpmc) or apply as an [agent](/join).`,
    },
    zh: {
      title: "合作伙伴",
      body: `Lotus 与游戏和支付服务商合作，为您带来稳定、透明的体验。

## 游戏供应商
- **Lotus Live** — 越南语荷官的真人娱乐场：百家乐、龙虎、骰宝。
- **Dragon Reels** 和 **Lucky Panda Games** — 数百款公布返还率的老虎机。
- **IBC Sports** 和 **Saba Sports** — 足球、篮球、网球盘口实时更新。
- **TF Gaming** — 电子竞技：英雄联盟、Dota 2、CS2。
- **TCG Lottery** — 快速彩票和三区彩票，结果可验证。
- **Ocean King** — 多人捕鱼游戏。

## 支付
- **VietQR** 和 **NAPAS 247** — 越南各银行快速转账，自动对账。

希望与我们合作？请联系[客服](/helpmc)或申请成为[代理](/join)。`,
    },
    ja: {
      title: "パートナー",
      body: `Lotus はゲームと決済のプロバイダーと協力し、安定した透明性のある体験をお届けします。

## ゲームプロバイダー
- **Lotus Live** — ベトナム語を話すディーラーのライブカジノ：バカラ、ドラゴンタイガー、シックボー。
- **Dragon Reels** と **Lucky Panda Games** — 還元率を公開した数百のスロット。
- **IBC Sports** と **Saba Sports** — サッカー、バスケットボール、テニスのオッズをリアルタイムで更新。
- **TF Gaming** — e スポーツ：リーグ・オブ・レジェンド、Dota 2、CS2。
- **TCG Lottery** — 結果を検証できる高速宝くじと三地域の宝くじ。
- **Ocean King** — マルチプレイヤーのフィッシングゲーム。

## 決済
- **VietQR** と **NAPAS 247** — ベトナムのすべての銀行からの素早い振込、自動照合。

提携をご希望のプロバイダー様は[カスタマーサポート](/helpmc)へご連絡いただくか、[エージェント](/join)にお申し込みください。`,
    },
    th: {
      title: "พันธมิตร",
      body: `Lotus ร่วมมือกับผู้ให้บริการเกมและการชำระเงิน เพื่อมอบประสบการณ์ที่เสถียรและโปร่งใส

## ผู้ให้บริการเกม
- **Lotus Live** — คาสิโนสดกับดีลเลอร์ที่พูดภาษาเวียดนาม: บาคาร่า เสือมังกร ไฮโล
- **Dragon Reels** และ **Lucky Panda Games** — สล็อตหลายร้อยเกมที่เปิดเผยอัตราการจ่ายคืน
- **IBC Sports** และ **Saba Sports** — ราคาฟุตบอล บาสเกตบอล และเทนนิสอัปเดตสด
- **TF Gaming** — อีสปอร์ต: League of Legends, Dota 2, CS2
- **TCG Lottery** — หวยด่วนและหวยสามภาคที่ตรวจสอบผลได้
- **Ocean King** — เกมยิงปลาแบบผู้เล่นหลายคน

## การชำระเงิน
- **VietQR** และ **NAPAS 247** — โอนเงินรวดเร็วจากทุกธนาคารในเวียดนาม กระทบยอดอัตโนมัติ

ผู้ให้บริการที่สนใจร่วมงานกับเรา ติดต่อ [ฝ่ายบริการลูกค้า](/helpmc) หรือสมัครเป็น [เอเจนต์](/join)`,
    },
  },
};

const sponsors: DemoContentPage = {
  slug: "sponsors",
  texts: {
    vi: {
      title: "Nhà tài trợ",
      body: `Lotus đồng hành cùng thể thao và cộng đồng. Các hoạt động dưới đây là ví dụ của thương hiệu trình diễn.

## Chúng tôi tài trợ
- **CLB Bóng đá Hoa Sen Sài Gòn** — nhà tài trợ áo đấu mùa giải 2026, cùng chương trình bóng đá cho thiếu niên quận 7.
- **Giải chạy Lotus Night Run Đà Nẵng** — 5 km, 10 km và 21 km dọc sông Hàn; mỗi vé góp 20.000 ₫ cho quỹ học bổng địa phương.
- **Đội thể thao điện tử Lotus Esports** — đội Liên Minh Huyền Thoại thi đấu các giải khu vực Đông Nam Á.
- **Lễ hội Đèn lồng Hội An** — tài trợ đêm rằm tháng Giêng, thắp 2.026 chiếc đèn trên sông Hoài.

## Nguyên tắc tài trợ
Chúng tôi không quảng bá trò chơi tới người dưới 18 tuổi: đội thiếu niên không mang logo Lotus, và mọi sự kiện đều có thông điệp chơi có trách nhiệm.`,
    },
    en: {
      title: "Sponsors",
      body: `Lotus supports sport and the community. The activities below are examples for this demonstration brand.

## What we sponsor
- **Hoa Sen Saigon Football Club** — shirt sponsor for the 2026 season, with a youth football programme in District 7.
- **Lotus Night Run Da Nang** — 5 km, 10 km and 21 km along the Han River; every entry gives ₫20,000 to a local scholarship fund.
- **Lotus Esports** — a League of Legends team competing in Southeast Asian leagues.
- **Hoi An Lantern Festival** — sponsor of the first full-moon night of the year, lighting 2,026 lanterns on the Hoai River.

## How we sponsor
We never promote gaming to anyone under 18: youth teams wear no Lotus logo, and every event carries a responsible-gaming message.`,
    },
    zh: {
      title: "赞助",
      body: `Lotus 支持体育与社区。以下活动为本演示品牌的示例。

## 我们赞助的项目
- **西贡莲花足球俱乐部** — 2026 赛季球衣赞助商，并资助第七郡青少年足球项目。
- **Lotus 岘港夜跑** — 沿瀚江的 5 公里、10 公里和 21 公里赛道；每张报名费捐出 20,000 ₫ 给当地奖学金基金。
- **Lotus Esports 电竞战队** — 参加东南亚联赛的英雄联盟战队。
- **会安灯笼节** — 赞助元宵之夜，在怀江上点亮 2,026 盏灯笼。

## 赞助原则
我们绝不向未满 18 岁的人推广游戏：青少年球队不使用 Lotus 标志，每项活动都附有理性娱乐提示。`,
    },
    ja: {
      title: "スポンサー",
      body: `Lotus はスポーツと地域社会を応援しています。以下はデモブランドとしての活動例です。

## スポンサー活動
- **ホアセン・サイゴン FC** — 2026 年シーズンのユニフォームスポンサー。7 区の少年サッカー教室も支援しています。
- **Lotus ナイトラン・ダナン** — ハン川沿いの 5 km・10 km・21 km。参加費 1 件につき 20,000 ₫ を地元の奨学金基金に寄付します。
- **Lotus Esports** — 東南アジアのリーグで戦うリーグ・オブ・レジェンドのチーム。
- **ホイアン・ランタン祭り** — 旧暦 1 月 15 日の夜を協賛し、ホアイ川に 2,026 個のランタンを灯します。

## スポンサーの方針
18 歳未満の方にゲームを宣伝することはありません。少年チームには Lotus のロゴを付けず、すべてのイベントで責任あるゲーミングのメッセージを伝えています。`,
    },
    th: {
      title: "ผู้สนับสนุน",
      body: `Lotus สนับสนุนกีฬาและชุมชน กิจกรรมด้านล่างเป็นตัวอย่างของแบรนด์สาธิต

## สิ่งที่เราสนับสนุน
- **สโมสรฟุตบอลฮวาเซินไซ่ง่อน** — ผู้สนับสนุนเสื้อแข่งฤดูกาล 2026 พร้อมโครงการฟุตบอลเยาวชนในเขต 7
- **Lotus Night Run ดานัง** — ระยะ 5, 10 และ 21 กม. ริมแม่น้ำฮั่น ทุกการสมัครมอบ 20,000 ₫ ให้กองทุนทุนการศึกษาท้องถิ่น
- **Lotus Esports** — ทีม League of Legends ที่แข่งขันในลีกเอเชียตะวันออกเฉียงใต้
- **เทศกาลโคมไฟฮอยอัน** — สนับสนุนคืนเพ็ญแรกของปี จุดโคม 2,026 ดวงบนแม่น้ำฮหว่าย

## หลักการสนับสนุน
เราไม่โฆษณาเกมกับผู้ที่อายุต่ำกว่า 18 ปี ทีมเยาวชนไม่ใช้โลโก้ Lotus และทุกงานมีข้อความเรื่องการเล่นอย่างรับผิดชอบ`,
    },
  },
};

const beginnerGuide: DemoContentPage = {
  slug: "beginner-guide",
  texts: {
    vi: {
      title: "Hướng dẫn cho người mới",
      body: `Bốn bước để bắt đầu trên Lotus: đăng ký, nạp tiền, chơi và rút tiền.

## 1. Đăng ký tài khoản
1. Nhấn **Đăng ký** ở đầu trang.
2. Nhập tên đăng nhập (6–16 ký tự), mật khẩu và số điện thoại.
3. Nhập mã xác minh gửi qua SMS rồi nhấn **Đăng ký**. Bạn được đăng nhập ngay.

Muốn thử trước? Chọn **Chơi thử** để nhận tài khoản dùng thử miễn phí.

## 2. Nạp tiền bằng VietQR
1. Mở Trung tâm thành viên → [Nạp tiền](member-centre:depositv2).
2. Chọn **Chuyển khoản ngân hàng**, nhập số tiền và nhấn **Tạo lệnh**.
3. Mở ứng dụng ngân hàng, quét mã VietQR: số tài khoản, số tiền và nội dung chuyển khoản đã được điền sẵn. **Đừng sửa nội dung chuyển khoản.**
4. Tiền được cộng tự động khi ngân hàng xác nhận, thường trong vài phút.

## 3. Chơi
- Chọn sảnh ở thanh điều hướng: Slot, Casino trực tiếp, Thể thao, Xổ số…
- Nhấn vào trò chơi để mở. Với nhà cung cấp dùng ví riêng, tiền được chuyển vào ví trò chơi khi bạn vào game; dùng **Thu hồi số dư** để đưa tất cả về ví chính.
- Đặt giới hạn và nhắc nhở thời gian tại [Chơi có trách nhiệm](/responsible-gaming).

## 4. Rút tiền và xác nhận đã nhận
1. Lần đầu: thêm tài khoản ngân hàng đứng tên bạn và đặt mật khẩu rút tiền trong [Trung tâm bảo mật](member-centre:securityCenter).
2. Mở [Rút tiền](member-centre:withdraw), nhập số tiền và mật khẩu rút tiền.
3. Khi tiền về tài khoản ngân hàng, Lotus hỏi bạn **Đã nhận được tiền chưa?** — nhấn **Đã nhận** để hoàn tất, hoặc **Chưa nhận** để chúng tôi kiểm tra ngay.

> Cần giúp đỡ? [CSKH trực tuyến 24/7](/helpmc) luôn sẵn sàng.`,
    },
    en: {
      title: "Beginner guide",
      body: `Four steps to get started on Lotus: register, deposit, play and withdraw.

## 1. Create your account
1. Tap **Register** at the top of the page.
2. Enter a username (6–16 characters), a password and your mobile number.
3. Enter the code we text you and tap **Register**. You are logged in straight away.

Want to look around first? Choose **Free play** for a free trial account.

## 2. Deposit with VietQR
1. Open the member centre → [Deposit](member-centre:depositv2).
2. Choose **Bank transfer**, enter the amount and tap **Create order**.
3. Open your banking app and scan the VietQR code: the account number, amount and transfer memo are filled in for you. **Do not change the memo.**
4. The money is credited automatically once the bank confirms it, usually within minutes.

## 3. Play
- Pick a lobby in the navigation bar: Slots, Live casino, Sports, Lottery…
- Tap a game to open it. For providers with their own wallet, your money moves into the game wallet when you enter; use **Return balance** to bring everything back to your main wallet.
- Set limits and reality checks under [Responsible gaming](/responsible-gaming).

## 4. Withdraw and confirm receipt
1. The first time: add a bank account in your own name and set a withdrawal password in the [Security centre](member-centre:securityCenter).
2. Open [Withdraw](member-centre:withdraw), enter the amount and your withdrawal password.
3. When the money reaches your bank, Lotus asks **Did you receive the money?** — tap **Received** to finish, or **Not received** and we check at once.

> Need help? [24/7 live support](/helpmc) is always there.`,
    },
    zh: {
      title: "新手指南",
      body: `在 Lotus 开始只需四步：注册、存款、游戏、提款。

## 1. 注册账户
1. 点击页面顶部的**注册**。
2. 输入用户名（6–16 个字符）、密码和手机号码。
3. 输入短信验证码并点击**注册**，即可自动登录。

想先看看？选择**免费试玩**获取试玩账户。

## 2. 使用 VietQR 存款
1. 打开会员中心 → [存款](member-centre:depositv2)。
2. 选择**银行转账**，输入金额并点击**创建订单**。
3. 打开银行 App 扫描 VietQR 二维码：账号、金额和转账附言都已自动填好。**请勿修改附言。**
4. 银行确认后款项自动入账，通常只需几分钟。

## 3. 开始游戏
- 在导航栏选择大厅：老虎机、真人娱乐场、体育、彩票……
- 点击游戏即可打开。对于使用独立钱包的供应商，进入游戏时资金会转入游戏钱包；使用**一键回收**可把全部余额转回主钱包。
- 在[理性娱乐](/responsible-gaming)设置限额和时长提醒。

## 4. 提款并确认到账
1. 首次提款：在[安全中心](member-centre:securityCenter)添加本人名下的银行账户并设置提款密码。
2. 打开[提款](member-centre:withdraw)，输入金额和提款密码。
3. 款项到达您的银行账户后，Lotus 会询问**是否已收到款项？**——点击**已收到**完成，或点击**未收到**，我们会立即核查。

> 需要帮助？[24 小时在线客服](/helpmc)随时为您服务。`,
    },
    ja: {
      title: "初心者ガイド",
      body: `Lotus を始めるのは 4 ステップ：登録、入金、プレイ、出金。

## 1. アカウントを作成
1. ページ上部の**登録**をタップします。
2. ユーザー名（6〜16 文字）、パスワード、携帯電話番号を入力します。
3. SMS で届いたコードを入力して**登録**をタップすると、そのままログインします。

まずは試したい方は**無料プレイ**で体験用アカウントをどうぞ。

## 2. VietQR で入金
1. 会員センター → [入金](member-centre:depositv2)を開きます。
2. **銀行振込**を選び、金額を入力して**注文を作成**をタップします。
3. 銀行アプリで VietQR コードを読み取ると、口座番号・金額・振込メモが自動で入力されます。**振込メモは変更しないでください。**
4. 銀行の確認後、通常数分で自動的に反映されます。

## 3. プレイ
- ナビゲーションバーからロビーを選びます：スロット、ライブカジノ、スポーツ、宝くじ…
- ゲームをタップして開きます。専用ウォレットを使うプロバイダーでは、入場時にゲームウォレットへ資金が移ります。**残高回収**ですべてメインウォレットに戻せます。
- [責任あるゲーミング](/responsible-gaming)で上限とリアリティチェックを設定しましょう。

## 4. 出金と受取確認
1. 初回のみ：[セキュリティセンター](member-centre:securityCenter)で本人名義の銀行口座を追加し、出金パスワードを設定します。
2. [出金](member-centre:withdraw)を開き、金額と出金パスワードを入力します。
3. 銀行口座に着金すると、Lotus が**お金を受け取りましたか？**と確認します。**受け取った**をタップして完了、または**受け取っていない**をタップすればすぐに調査します。

> お困りですか？[24 時間ライブサポート](/helpmc)がいつでも対応します。`,
    },
    th: {
      title: "คู่มือผู้เริ่มต้น",
      body: `เริ่มต้นกับ Lotus ได้ใน 4 ขั้นตอน: สมัคร ฝากเงิน เล่น และถอนเงิน

## 1. สมัครบัญชี
1. แตะ **สมัครสมาชิก** ที่ด้านบนของหน้า
2. กรอกชื่อผู้ใช้ (6–16 ตัวอักษร) รหัสผ่าน และเบอร์มือถือ
3. กรอกรหัสที่ส่งทาง SMS แล้วแตะ **สมัครสมาชิก** ระบบจะเข้าสู่ระบบให้ทันที

อยากลองก่อน? เลือก **ทดลองเล่น** เพื่อรับบัญชีทดลองฟรี

## 2. ฝากเงินด้วย VietQR
1. เปิดศูนย์สมาชิก → [ฝากเงิน](member-centre:depositv2)
2. เลือก **โอนผ่านธนาคาร** กรอกจำนวนเงิน แล้วแตะ **สร้างรายการ**
3. เปิดแอปธนาคารแล้วสแกน VietQR เลขบัญชี จำนวนเงิน และข้อความอ้างอิงจะถูกกรอกให้อัตโนมัติ **ห้ามแก้ไขข้อความอ้างอิง**
4. เงินเข้าบัญชีอัตโนมัติเมื่อธนาคารยืนยัน โดยปกติภายในไม่กี่นาที

## 3. เล่นเกม
- เลือกล็อบบี้จากแถบนำทาง: สล็อต คาสิโนสด กีฬา หวย…
- แตะเกมเพื่อเปิด สำหรับผู้ให้บริการที่มีกระเป๋าเงินแยก เงินจะย้ายเข้ากระเป๋าเกมเมื่อคุณเข้าเกม ใช้ **ดึงยอดคืน** เพื่อโอนทั้งหมดกลับกระเป๋าหลัก
- ตั้งวงเงินและการแจ้งเตือนเวลาเล่นได้ที่ [การเล่นอย่างรับผิดชอบ](/responsible-gaming)

## 4. ถอนเงินและยืนยันการรับเงิน
1. ครั้งแรก: เพิ่มบัญชีธนาคารในชื่อของคุณและตั้งรหัสผ่านถอนเงินใน [ศูนย์ความปลอดภัย](member-centre:securityCenter)
2. เปิด [ถอนเงิน](member-centre:withdraw) กรอกจำนวนเงินและรหัสผ่านถอนเงิน
3. เมื่อเงินเข้าบัญชีธนาคาร Lotus จะถามว่า **ได้รับเงินแล้วหรือยัง?** แตะ **ได้รับแล้ว** เพื่อเสร็จสิ้น หรือ **ยังไม่ได้รับ** แล้วเราจะตรวจสอบทันที

> ต้องการความช่วยเหลือ? [แชทสด 24 ชั่วโมง](/helpmc) พร้อมเสมอ`,
    },
  },
};

const terms: DemoContentPage = {
  slug: "terms",
  texts: {
    vi: {
      title: "Điều khoản và điều kiện",
      body: `Cập nhật ngày 28/11/2026. Khi đăng ký hoặc sử dụng Lotus, bạn đồng ý với các điều khoản dưới đây.

## 1. Điều kiện tham gia
- Bạn phải từ đủ 18 tuổi và được phép tham gia trò chơi trực tuyến theo luật nơi bạn sống.
- Mỗi người chỉ có một tài khoản. Thông tin đăng ký phải chính xác và là của bạn.

## 2. Tài khoản và bảo mật
- Bạn chịu trách nhiệm giữ bí mật mật khẩu và mật khẩu rút tiền.
- Chúng tôi có thể yêu cầu xác minh danh tính trước khi xử lý rút tiền.

## 3. Nạp và rút tiền
- Chỉ nạp từ tài khoản ngân hàng đứng tên bạn; tiền rút chỉ chuyển về tài khoản cùng tên người nhận đã đăng ký.
- Tiền thưởng khuyến mãi phải đạt doanh thu cược theo quy định của từng chương trình trước khi rút.

## 4. Chơi công bằng
Nghiêm cấm thông đồng, dùng phần mềm tự động, lợi dụng lỗi hệ thống hoặc nhiều tài khoản. Vi phạm có thể dẫn đến hủy tiền thắng và khóa tài khoản.

## 5. Chơi có trách nhiệm
Bạn có thể đặt giới hạn, tạm nghỉ hoặc tự loại trừ bất cứ lúc nào; xem [Chơi có trách nhiệm](/responsible-gaming).

## 6. Khiếu nại
Gửi góp ý hoặc khiếu nại trong Trung tâm thành viên; chúng tôi trả lời trong vòng 24 giờ.

## 7. Thay đổi điều khoản
Chúng tôi có thể cập nhật điều khoản và sẽ thông báo trên trang web trước khi áp dụng.

> Lotus là trang trình diễn dùng tiền thử nghiệm; điều khoản này là văn bản mẫu.`,
    },
    en: {
      title: "Terms and conditions",
      body: `Updated 28 November 2026. By registering with or using Lotus you agree to the terms below.

## 1. Who may play
- You must be at least 18 and allowed to take part in online gaming under the law where you live.
- One account per person. Your registration details must be accurate and your own.

## 2. Your account and its security
- You are responsible for keeping your password and withdrawal password secret.
- We may ask you to verify your identity before a withdrawal is paid.

## 3. Deposits and withdrawals
- Deposit only from bank accounts in your own name; withdrawals are paid only to an account in the registered payee name.
- Promotional bonuses must meet each offer's wagering requirement before they can be withdrawn.

## 4. Fair play
Collusion, automated software, exploiting system errors or holding several accounts is forbidden. Breaches may lead to winnings being voided and the account being closed.

## 5. Responsible gaming
You may set limits, take a time-out or self-exclude at any time; see [Responsible gaming](/responsible-gaming).

## 6. Complaints
Send feedback or a complaint from the member centre; we answer within 24 hours.

## 7. Changes to these terms
We may update these terms and will announce changes on the site before they apply.

> Lotus is a demonstration site using play money; these terms are a sample text.`,
    },
    zh: {
      title: "条款与条件",
      body: `更新日期：2026 年 11 月 28 日。注册或使用 Lotus 即表示您同意以下条款。

## 1. 参与资格
- 您必须年满 18 岁，并且根据您所在地的法律可以参与线上游戏。
- 每人仅限一个账户，注册信息必须真实且属于本人。

## 2. 账户与安全
- 您有责任对登录密码和提款密码保密。
- 在支付提款前，我们可能要求您验证身份。

## 3. 存款与提款
- 只能使用本人名下的银行账户存款；提款只会支付到与注册收款人姓名一致的账户。
- 优惠奖金须达到各活动规定的投注流水后方可提款。

## 4. 公平游戏
严禁串通、使用自动化软件、利用系统漏洞或持有多个账户。违规者的奖金可能被取消，账户可能被关闭。

## 5. 理性娱乐
您可以随时设置限额、暂停或自我排除；详见[理性娱乐](/responsible-gaming)。

## 6. 投诉
请在会员中心提交意见或投诉，我们会在 24 小时内答复。

## 7. 条款变更
我们可能更新本条款，并会在生效前于网站上公告。

> Lotus 为使用体验币的演示网站，本条款为示例文本。`,
    },
    ja: {
      title: "利用規約",
      body: `2026 年 11 月 28 日更新。Lotus に登録またはご利用いただくことで、以下の規約に同意したものとみなされます。

## 1. 参加資格
- 18 歳以上で、お住まいの地域の法律でオンラインゲームへの参加が認められている必要があります。
- アカウントはお一人様ひとつまでです。登録情報は正確かつご本人のものでなければなりません。

## 2. アカウントとセキュリティ
- ログインパスワードと出金パスワードの管理はお客様の責任です。
- 出金の支払い前に本人確認をお願いすることがあります。

## 3. 入金と出金
- 入金はご本人名義の銀行口座からのみ行ってください。出金は登録した受取人名義の口座にのみ支払われます。
- プロモーションのボーナスは、各キャンペーンの賭け条件を満たすまで出金できません。

## 4. 公正なプレイ
共謀、自動化ソフトウェアの使用、システムエラーの悪用、複数アカウントの保有は禁止です。違反した場合、勝利金の無効化やアカウントの閉鎖を行うことがあります。

## 5. 責任あるゲーミング
上限の設定、一時休止、自己排除はいつでも可能です。[責任あるゲーミング](/responsible-gaming)をご覧ください。

## 6. 苦情
ご意見や苦情は会員センターからお送りください。24 時間以内に回答します。

## 7. 規約の変更
本規約は更新されることがあり、適用前にサイト上でお知らせします。

> Lotus は体験用残高を使うデモサイトであり、本規約はサンプルです。`,
    },
    th: {
      title: "ข้อกำหนดและเงื่อนไข",
      body: `ปรับปรุงเมื่อ 28 พฤศจิกายน 2026 การสมัครหรือใช้งาน Lotus ถือว่าคุณยอมรับข้อกำหนดด้านล่าง

## 1. คุณสมบัติผู้เล่น
- คุณต้องมีอายุ 18 ปีขึ้นไป และได้รับอนุญาตให้เล่นเกมออนไลน์ตามกฎหมายในพื้นที่ที่คุณอาศัยอยู่
- หนึ่งคนต่อหนึ่งบัญชี ข้อมูลการสมัครต้องถูกต้องและเป็นของคุณเอง

## 2. บัญชีและความปลอดภัย
- คุณมีหน้าที่เก็บรักษารหัสผ่านและรหัสผ่านถอนเงินเป็นความลับ
- เราอาจขอให้ยืนยันตัวตนก่อนจ่ายเงินถอน

## 3. การฝากและถอนเงิน
- ฝากเงินจากบัญชีธนาคารในชื่อของคุณเท่านั้น การถอนจะจ่ายเข้าบัญชีที่ชื่อตรงกับชื่อผู้รับที่ลงทะเบียนไว้เท่านั้น
- โบนัสโปรโมชันต้องทำยอดเทิร์นตามเงื่อนไขของแต่ละโปรก่อนจึงจะถอนได้

## 4. การเล่นอย่างยุติธรรม
ห้ามสมรู้ร่วมคิด ใช้โปรแกรมอัตโนมัติ ใช้ประโยชน์จากข้อผิดพลาดของระบบ หรือมีหลายบัญชี การฝ่าฝืนอาจทำให้เงินรางวัลถูกยกเลิกและบัญชีถูกปิด

## 5. การเล่นอย่างรับผิดชอบ
คุณตั้งวงเงิน พักการเล่น หรือแยกตัวเองออกได้ทุกเมื่อ ดูที่ [การเล่นอย่างรับผิดชอบ](/responsible-gaming)

## 6. ข้อร้องเรียน
ส่งความคิดเห็นหรือข้อร้องเรียนจากศูนย์สมาชิก เราจะตอบภายใน 24 ชั่วโมง

## 7. การเปลี่ยนแปลงข้อกำหนด
เราอาจปรับปรุงข้อกำหนดนี้ และจะแจ้งบนเว็บไซต์ก่อนมีผลบังคับใช้

> Lotus เป็นเว็บไซต์สาธิตที่ใช้เงินทดลอง ข้อกำหนดนี้เป็นข้อความตัวอย่าง`,
    },
  },
};

export const demoContentPages: DemoContentPage[] = [
  aboutUs,
  licences,
  responsibleGaming,
  partners,
  sponsors,
  beginnerGuide,
  terms,
];
