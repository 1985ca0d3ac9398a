import type { Db } from "../db/pool.ts";
import { hashPassword } from "../modules/account/index.ts";
import { main, runOperation, system } from "../modules/ledger/index.ts";
import {
  accruePoints,
  insertPointsGoods,
  redeemPoints,
  reviewExchange,
  type PointsGoodsInput,
} from "../modules/points/index.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";
import { DEMO_PAYMENT_PASSWORD } from "./demo-money.ts";

/*
 * Demo points (issue 15), after the games, the agents' players and the lottery: 20 goods of the
 * points mall over the three types with stock and pictures (/media/points/<name>.svg, plain SVG art),
 * and four members points01…points04 (password Lotus@2026, payment password 246810) who played 10
 * days of live, slots, card games, sports and lottery rounds — each day's stake lost once and won back
 * double once, so their money ends where it started — then one accrual run (the agents' players earn
 * from their 30 days too); points01 has exchanges in each state (applying, approved, rejected).
 * Idempotent: the goods once (an empty mall), the members and their history once.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DAYS = 10;
const FUNDING = 100_000_000_000n;
/** A day's stake per category: 20,000,000 đ → 200–400 points a day per category at the default rates. */
const STAKE = 2_000_000_000n;
const CATEGORIES = ["LIVE", "RNG", "PVP", "SPORTS", "LOTT"] as const;
export const DEMO_POINTS_MEMBERS = ["points01", "points02", "points03", "points04"] as const;

type Goods = Omit<PointsGoodsInput, "stock" | "enabled" | "sort"> & { stock: number };
const t = (vi: string, en: string, zh: string, ja: string, th: string) => ({ vi, en, zh, ja, th });

const GOODS: Goods[] = [
  /* Discounts */
  {
    type: "discount",
    name: t(
      "Phiếu giảm giá 50.000 ₫",
      "50,000 ₫ voucher",
      "50,000 ₫ 优惠券",
      "50,000 ₫ クーポン",
      "คูปองส่วนลด 50,000 ₫",
    ),
    description: t(
      "Giảm 50.000 ₫ cho đơn mua sắm trực tuyến từ 300.000 ₫.",
      "50,000 ₫ off an online order of 300,000 ₫ or more.",
      "网购满 300,000 ₫ 减 50,000 ₫。",
      "300,000 ₫ 以上のオンライン注文で 50,000 ₫ 引き。",
      "ลด 50,000 ₫ เมื่อสั่งซื้อออนไลน์ตั้งแต่ 300,000 ₫",
    ),
    image: "/media/points/voucher-50k.svg",
    pointsPrice: 500n,
    cashPrice: 0n,
    stock: 200,
  },
  {
    type: "discount",
    name: t(
      "Phiếu giảm giá 200.000 ₫",
      "200,000 ₫ voucher",
      "200,000 ₫ 优惠券",
      "200,000 ₫ クーポン",
      "คูปองส่วนลด 200,000 ₫",
    ),
    description: t(
      "Giảm 200.000 ₫ cho đơn từ 1.000.000 ₫.",
      "200,000 ₫ off an order of 1,000,000 ₫ or more.",
      "满 1,000,000 ₫ 减 200,000 ₫。",
      "1,000,000 ₫ 以上で 200,000 ₫ 引き。",
      "ลด 200,000 ₫ เมื่อซื้อครบ 1,000,000 ₫",
    ),
    image: "/media/points/voucher-200k.svg",
    pointsPrice: 1_800n,
    cashPrice: 0n,
    stock: 80,
  },
  {
    type: "discount",
    name: t("Giảm 30% cà phê", "30% off coffee", "咖啡七折", "コーヒー 30% オフ", "ส่วนลดกาแฟ 30%"),
    description: t(
      "Áp dụng tại chuỗi cà phê đối tác trong 30 ngày.",
      "At our partner coffee chain, for 30 days.",
      "合作咖啡连锁店 30 天内有效。",
      "提携コーヒーチェーンで 30 日間有効。",
      "ใช้ได้ที่ร้านกาแฟพันธมิตรภายใน 30 วัน",
    ),
    image: "/media/points/coffee-discount.svg",
    pointsPrice: 300n,
    cashPrice: 0n,
    stock: 150,
  },
  {
    type: "discount",
    name: t("Giảm 20% vé xem phim", "20% off cinema tickets", "电影票八折", "映画チケット 20% オフ", "ส่วนลดตั๋วหนัง 20%"),
    description: t(
      "Cho 2 vé tại rạp đối tác, mọi suất chiếu.",
      "Two tickets at partner cinemas, any showing.",
      "合作影院任意场次两张票。",
      "提携映画館で 2 枚、全上映回。",
      "ตั๋ว 2 ใบ ที่โรงภาพยนตร์พันธมิตร ทุกรอบ",
    ),
    image: "/media/points/film-discount.svg",
    pointsPrice: 400n,
    cashPrice: 0n,
    stock: 120,
  },
  {
    type: "discount",
    name: t(
      "Giảm 100.000 ₫ đặt xe",
      "100,000 ₫ off rides",
      "打车立减 100,000 ₫",
      "配車 100,000 ₫ 割引",
      "ส่วนลดเรียกรถ 100,000 ₫",
    ),
    description: t(
      "Mười mã giảm 10.000 ₫ cho ứng dụng đặt xe.",
      "Ten 10,000 ₫ codes for the ride app.",
      "打车应用 10 张 10,000 ₫ 优惠码。",
      "配車アプリ用 10,000 ₫ コード 10 枚。",
      "โค้ดลด 10,000 ₫ จำนวน 10 โค้ดสำหรับแอปเรียกรถ",
    ),
    image: "/media/points/ride-discount.svg",
    pointsPrice: 900n,
    cashPrice: 0n,
    stock: 60,
  },
  {
    type: "discount",
    name: t(
      "Giảm 15% đồ ăn giao tận nơi",
      "15% off food delivery",
      "外卖 85 折",
      "フードデリバリー 15% オフ",
      "ส่วนลดส่งอาหาร 15%",
    ),
    description: t(
      "Tối đa 150.000 ₫ mỗi đơn, dùng 3 lần.",
      "Up to 150,000 ₫ an order, three uses.",
      "每单最高 150,000 ₫，可用三次。",
      "1 回最大 150,000 ₫、3 回まで。",
      "สูงสุด 150,000 ₫ ต่อออเดอร์ ใช้ได้ 3 ครั้ง",
    ),
    image: "/media/points/meal-discount.svg",
    pointsPrice: 600n,
    cashPrice: 0n,
    stock: 100,
  },
  {
    type: "discount",
    name: t(
      "Phiếu mua sắm 500.000 ₫",
      "500,000 ₫ shopping card",
      "500,000 ₫ 购物卡",
      "500,000 ₫ ショッピングカード",
      "บัตรช้อปปิ้ง 500,000 ₫",
    ),
    description: t(
      "Dùng tại siêu thị đối tác trên toàn quốc.",
      "At partner supermarkets nationwide.",
      "全国合作超市可用。",
      "全国の提携スーパーで利用可。",
      "ใช้ได้ที่ซูเปอร์มาร์เก็ตพันธมิตรทั่วประเทศ",
    ),
    image: "/media/points/bag-500k.svg",
    pointsPrice: 4_000n,
    cashPrice: 0n,
    stock: 25,
  },
  /* Life services */
  {
    type: "service",
    name: t(
      "Thẻ nạp điện thoại 50.000 ₫",
      "50,000 ₫ phone top-up",
      "50,000 ₫ 话费充值卡",
      "50,000 ₫ 携帯チャージ",
      "บัตรเติมเงินมือถือ 50,000 ₫",
    ),
    description: t(
      "Viettel, Mobifone hoặc Vinaphone, gửi mã qua SMS.",
      "Viettel, Mobifone or Vinaphone, code sent by SMS.",
      "Viettel、Mobifone 或 Vinaphone，短信发送卡密。",
      "Viettel・Mobifone・Vinaphone、コードは SMS で送付。",
      "Viettel, Mobifone หรือ Vinaphone ส่งรหัสทาง SMS",
    ),
    image: "/media/points/phone-50k.svg",
    pointsPrice: 450n,
    cashPrice: 0n,
    stock: 300,
  },
  {
    type: "service",
    name: t(
      "Thẻ nạp điện thoại 200.000 ₫",
      "200,000 ₫ phone top-up",
      "200,000 ₫ 话费充值卡",
      "200,000 ₫ 携帯チャージ",
      "บัตรเติมเงินมือถือ 200,000 ₫",
    ),
    description: t(
      "Mọi nhà mạng, gửi mã qua SMS.",
      "Any carrier, code sent by SMS.",
      "全网通用，短信发送卡密。",
      "全キャリア対応、コードは SMS で送付。",
      "ทุกเครือข่าย ส่งรหัสทาง SMS",
    ),
    image: "/media/points/phone-200k.svg",
    pointsPrice: 1_700n,
    cashPrice: 0n,
    stock: 100,
  },
  {
    type: "service",
    name: t(
      "Gói data 4G 30 ngày",
      "30-day 4G data plan",
      "30 天 4G 流量包",
      "30 日間 4G データプラン",
      "แพ็กเน็ต 4G 30 วัน",
    ),
    description: t(
      "6 GB mỗi ngày trong 30 ngày.",
      "6 GB a day for 30 days.",
      "每天 6 GB，持续 30 天。",
      "1 日 6 GB を 30 日間。",
      "วันละ 6 GB นาน 30 วัน",
    ),
    image: "/media/points/phone-data.svg",
    pointsPrice: 1_200n,
    cashPrice: 0n,
    stock: 90,
  },
  {
    type: "service",
    name: t("Vé xem phim 2D", "2D cinema ticket", "2D 电影票", "2D 映画チケット", "ตั๋วหนัง 2D"),
    description: t(
      "Một vé 2D bất kỳ suất chiếu tại rạp đối tác.",
      "One 2D ticket, any showing at partner cinemas.",
      "合作影院任意场次 2D 电影票一张。",
      "提携映画館の 2D チケット 1 枚。",
      "ตั๋ว 2D 1 ใบ ทุกรอบที่โรงพันธมิตร",
    ),
    image: "/media/points/film-ticket.svg",
    pointsPrice: 800n,
    cashPrice: 0n,
    stock: 70,
  },
  {
    type: "service",
    name: t("Chuyến xe sân bay", "Airport ride", "机场接送", "空港送迎", "รถรับส่งสนามบิน"),
    description: t(
      "Một chuyến xe 4 chỗ đến hoặc từ sân bay trong nội thành.",
      "One 4-seat ride to or from the airport within the city.",
      "市内往返机场的 4 座车一次。",
      "市内と空港間の 4 人乗り送迎 1 回。",
      "รถ 4 ที่นั่งไปหรือกลับสนามบินในเมือง 1 เที่ยว",
    ),
    image: "/media/points/ride-airport.svg",
    pointsPrice: 2_500n,
    cashPrice: 5_000_000n,
    stock: 20,
  },
  {
    type: "service",
    name: t(
      "Buffet tối cho 2 người",
      "Dinner buffet for two",
      "双人自助晚餐",
      "ディナービュッフェ 2 名",
      "บุฟเฟต์มื้อค่ำ 2 ท่าน",
    ),
    description: t(
      "Buffet hải sản tại nhà hàng đối tác, cuối tuần phụ thu.",
      "Seafood buffet at a partner restaurant; weekends cost extra.",
      "合作餐厅海鲜自助，周末需补差价。",
      "提携レストランのシーフードビュッフェ（週末は追加料金）。",
      "บุฟเฟต์ซีฟู้ดที่ร้านพันธมิตร วันหยุดมีค่าใช้จ่ายเพิ่ม",
    ),
    image: "/media/points/meal-buffet.svg",
    pointsPrice: 3_500n,
    cashPrice: 20_000_000n,
    stock: 15,
  },
  /* Gifts */
  {
    type: "gift",
    name: t("Hộp trà sen Tây Hồ", "West Lake lotus tea box", "西湖莲花茶礼盒", "西湖の蓮茶ボックス", "กล่องชาบัวเวสต์เลค"),
    description: t(
      "Trà ướp sen thủ công, hộp quà 200 g.",
      "Hand-scented lotus tea, 200 g gift box.",
      "手工莲花窨茶，200 克礼盒。",
      "手作りの蓮の香り茶、200 g ギフトボックス。",
      "ชาบัวทำมือ กล่องของขวัญ 200 กรัม",
    ),
    image: "/media/points/tea-lotus.svg",
    pointsPrice: 700n,
    cashPrice: 0n,
    stock: 60,
  },
  {
    type: "gift",
    name: t(
      "Bánh trung thu cao cấp",
      "Premium mooncake box",
      "高级月饼礼盒",
      "高級月餅ボックス",
      "กล่องขนมไหว้พระจันทร์พรีเมียม",
    ),
    description: t(
      "Hộp 4 bánh nhân truyền thống.",
      "Four traditional mooncakes.",
      "四枚传统口味月饼。",
      "伝統の月餅 4 個入り。",
      "ขนมไหว้พระจันทร์ไส้ดั้งเดิม 4 ชิ้น",
    ),
    image: "/media/points/cake-moon.svg",
    pointsPrice: 1_100n,
    cashPrice: 0n,
    stock: 40,
  },
  {
    type: "gift",
    name: t("Tai nghe không dây", "Wireless earbuds", "无线耳机", "ワイヤレスイヤホン", "หูฟังไร้สาย"),
    description: t(
      "Chống ồn, pin 24 giờ kèm hộp sạc.",
      "Noise cancelling, 24-hour battery with its case.",
      "主动降噪，含充电盒续航 24 小时。",
      "ノイズキャンセリング、ケース込み 24 時間。",
      "ตัดเสียงรบกวน แบต 24 ชม. พร้อมเคสชาร์จ",
    ),
    image: "/media/points/headphones-wireless.svg",
    pointsPrice: 6_000n,
    cashPrice: 0n,
    stock: 12,
  },
  {
    type: "gift",
    name: t("Đồng hồ thông minh", "Smart watch", "智能手表", "スマートウォッチ", "สมาร์ตวอทช์"),
    description: t(
      "Đo nhịp tim, GPS, chống nước 5 ATM.",
      "Heart rate, GPS, water resistant to 5 ATM.",
      "心率、GPS、5 ATM 防水。",
      "心拍数・GPS・5 気圧防水。",
      "วัดชีพจร GPS กันน้ำ 5 ATM",
    ),
    image: "/media/points/watch-smart.svg",
    pointsPrice: 9_000n,
    cashPrice: 50_000_000n,
    stock: 6,
  },
  {
    type: "gift",
    name: t("Túi quà Lotus", "Lotus gift bag", "Lotus 礼品袋", "Lotus ギフトバッグ", "ถุงของขวัญ Lotus"),
    description: t(
      "Áo thun, mũ và bình nước in logo Lotus.",
      "T-shirt, cap and bottle with the Lotus logo.",
      "Lotus 标志 T 恤、帽子和水瓶。",
      "Lotus ロゴの T シャツ・帽子・ボトル。",
      "เสื้อยืด หมวก และขวดน้ำโลโก้ Lotus",
    ),
    image: "/media/points/gift-lotus.svg",
    pointsPrice: 1_500n,
    cashPrice: 0n,
    stock: 50,
  },
  {
    type: "gift",
    name: t("Giỏ quà Tết", "Tết gift basket", "春节礼篮", "テト（旧正月）ギフトバスケット", "กระเช้าของขวัญตรุษเวียดนาม"),
    description: t(
      "Bánh kẹo, hạt và trà cho ngày Tết.",
      "Sweets, nuts and tea for Tết.",
      "春节糖果、坚果和茶。",
      "テト向けのお菓子・ナッツ・お茶。",
      "ขนม ถั่ว และชาสำหรับเทศกาลเต๊ด",
    ),
    image: "/media/points/gift-tet.svg",
    pointsPrice: 2_800n,
    cashPrice: 0n,
    stock: 30,
  },
  {
    type: "gift",
    name: t(
      "Phiên bản giới hạn: Hoa sen vàng",
      "Limited edition: golden lotus",
      "限量版：金莲花",
      "限定版：金の蓮",
      "รุ่นลิมิเต็ด: ดอกบัวทอง",
    ),
    description: t(
      "Tượng hoa sen mạ vàng, chỉ còn một chiếc.",
      "A gold-plated lotus figure; only one left.",
      "镀金莲花摆件，仅剩一件。",
      "金メッキの蓮の置物、残り 1 点。",
      "รูปปั้นดอกบัวชุบทอง เหลือชิ้นเดียว",
    ),
    image: "/media/points/gift-golden.svg",
    pointsPrice: 12_000n,
    cashPrice: 0n,
    stock: 1,
  },
];

export async function seedDemoPoints(db: Db, now = new Date()): Promise<void> {
  const { rows: goodsCount } = await db.query<{ n: number }>("select count(*)::int as n from points_goods");
  if (goodsCount[0]!.n === 0) {
    for (const [sort, item] of GOODS.entries()) {
      await insertPointsGoods(db, { ...item, enabled: true, sort: sort * 10 });
    }
  }

  const { rows: existing } = await db.query("select 1 from member where account = any($1)", [[...DEMO_POINTS_MEMBERS]]);
  if (existing.length > 0) return;
  const { rows: games } = await db.query<{ id: number; vendor_code: string; category: string }>(
    `select distinct on (v.category) g.id, g.vendor_code, v.category from game g
       join game_vendor v on v.vendor_code = g.vendor_code
      where v.enabled and g.enabled and v.wallet_mode <> 'transfer' and v.category = any($1)
      order by v.category, g.id`,
    [[...CATEGORIES, "ELOTT"]],
  );
  const byCategory = new Map(games.map((g) => [g.category, g]));
  const played = CATEGORIES.map(
    (c) => byCategory.get(c) ?? (c === "LOTT" ? byCategory.get("ELOTT") : undefined),
  ).filter((g): g is (typeof games)[number] => g !== undefined);
  const hash = await hashPassword(DEMO_PASSWORD);
  const payHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
  const todayStart = Math.floor((now.getTime() + 7 * HOUR_MS) / DAY_MS) * DAY_MS - 7 * HOUR_MS;
  const ids: bigint[] = [];
  for (const [n, account] of DEMO_POINTS_MEMBERS.entries()) {
    const { rows } = await db.query<{ id: bigint }>(
      `insert into member (account, password_hash, is_agent, nickname, register_method, payment_password_hash)
       values ($1, $2, 0, $3, 'WEB', $4) on conflict do nothing returning id`,
      [account, hash, `Điểm thưởng ${String(n + 1).padStart(2, "0")}`, payHash],
    );
    const id = rows[0]?.id;
    if (id === undefined) continue;
    ids.push(id);
    await db.query("insert into member_trusted_ip (member_id, ip) values ($1, '127.0.0.1'), ($1, '::1')", [id]);
    await runOperation(
      db,
      { key: "demo-points-funding", kind: "adjustment", memberId: id, fingerprint: { amount: FUNDING } },
      async (op) => {
        await op.transfer([{ from: system("adjustments", id), to: main(id), amount: FUNDING }]);
        return null;
      },
    );
    for (let back = DAYS; back >= 1; back -= 1) {
      const dayStart = todayStart - back * DAY_MS;
      const date = new Date(dayStart + 7 * HOUR_MS).toISOString().slice(0, 10);
      for (const game of played) {
        const clearing = system("vendor_clearing", id, game.vendor_code);
        await runOperation(
          db,
          {
            key: `demo-points-bet:${game.category}:${date}`,
            kind: "bet",
            memberId: id,
            fingerprint: { stake: STAKE * 2n },
          },
          async (op) => {
            await op.transfer([{ from: main(id), to: clearing, amount: STAKE * 2n }]);
            for (const [i, win] of [0n, STAKE * 2n].entries()) {
              const endedAt = new Date(dayStart + (12 + i * 5) * HOUR_MS);
              await op.client.query(
                `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount,
                                         started_at, ended_at)
                 values ($1, $2, $3, $4, 'settled', $5, $6, $7::timestamptz - interval '1 minute', $7::timestamptz)
                 on conflict (vendor_code, round_id) do nothing`,
                [
                  game.vendor_code,
                  `demo-points-${account}:${game.category}:${date}:${i}`,
                  id,
                  game.id,
                  STAKE,
                  win,
                  endedAt,
                ],
              );
            }
            return null;
          },
        );
        await runOperation(
          db,
          {
            key: `demo-points-win:${game.category}:${date}`,
            kind: "win",
            memberId: id,
            fingerprint: { won: STAKE * 2n },
          },
          async (op) => {
            await op.transfer([{ from: clearing, to: main(id), amount: STAKE * 2n }]);
            return null;
          },
        );
      }
    }
  }
  // Every settled round and credited deposit so far earns its points (the agents' players' too).
  while ((await accruePoints(db)).sources > 0);

  // points01's exchanges in each state.
  const points01 = ids[0];
  if (points01 === undefined) return;
  const { rows: picks } = await db.query<{ id: bigint; type: string }>(
    "select id, type from points_goods where enabled and stock > 1 and points_price <= 2000 and cash_price = 0 order by sort",
  );
  const pick = (type: string, nth: number) => picks.filter((g) => g.type === type)[nth]?.id;
  const plan: { goods: bigint | undefined; then: "approve" | "reject" | null; reason?: string }[] = [
    { goods: pick("gift", 0), then: null },
    { goods: pick("service", 0), then: null },
    { goods: pick("discount", 0), then: "approve" },
    { goods: pick("service", 1), then: "approve" },
    { goods: pick("discount", 2), then: "reject", reason: "Địa chỉ giao hàng nằm ngoài khu vực phục vụ" },
  ];
  for (const [i, step] of plan.entries()) {
    if (step.goods === undefined) continue;
    const exchange = await redeemPoints(
      { db },
      points01,
      {
        goodsId: step.goods.toString(),
        quantity: 1,
        address: "72 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh",
        phone: "0912345678",
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        requestId: `demo-points-exchange-${i}`.padEnd(16, "0"),
      },
      "vi",
    );
    if (step.then) {
      const { rows } = await db.query<{ id: bigint }>("select id from points_exchange where order_no = $1", [
        exchange.orderNo,
      ]);
      await reviewExchange({ db }, rows[0]!.id, step.then, step.reason ?? "", "admin01");
    }
  }
}
