CREATE TABLE "user_trade_partners" (
	"user_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	CONSTRAINT "user_trade_partners_user_id_partner_id_pk" PRIMARY KEY("user_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "user_trade_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"completed_trades" integer DEFAULT 0 NOT NULL,
	"finished_trades" integer DEFAULT 0 NOT NULL,
	"cancelled_trades" integer DEFAULT 0 NOT NULL,
	"expired_trades" integer DEFAULT 0 NOT NULL,
	"disputes_opened" integer DEFAULT 0 NOT NULL,
	"disputes_lost" integer DEFAULT 0 NOT NULL,
	"partners" integer DEFAULT 0 NOT NULL,
	"volume_by_coin" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"volume_usd_cents" bigint DEFAULT 0 NOT NULL,
	"release_seconds_sum" bigint DEFAULT 0 NOT NULL,
	"release_count" integer DEFAULT 0 NOT NULL,
	"pay_seconds_sum" bigint DEFAULT 0 NOT NULL,
	"pay_count" integer DEFAULT 0 NOT NULL,
	"feedback_positive" integer DEFAULT 0 NOT NULL,
	"feedback_negative" integer DEFAULT 0 NOT NULL,
	"badge" text DEFAULT 'no_badge' NOT NULL,
	"badge_rules_version" integer DEFAULT 0 NOT NULL,
	"last_trade_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_trade_partners" ADD CONSTRAINT "user_trade_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trade_partners" ADD CONSTRAINT "user_trade_partners_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_trade_stats" ADD CONSTRAINT "user_trade_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill from the trades finished before this migration (decision 035); badges are computed at the
-- next start (badge_rules_version 0 is stale) by the rules of @p2p/shared trader-badges.
INSERT INTO "user_trade_partners" ("user_id", "partner_id")
SELECT DISTINCT p.user_id, p.partner_id
FROM "trades" t
CROSS JOIN LATERAL (VALUES (t.buyer_id, t.seller_id), (t.seller_id, t.buyer_id)) AS p(user_id, partner_id)
WHERE t.status IN ('released', 'dispute_won_buyer')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "user_trade_stats" ("user_id", "completed_trades", "finished_trades", "cancelled_trades",
  "expired_trades", "disputes_opened", "disputes_lost", "partners", "volume_by_coin", "volume_usd_cents",
  "release_seconds_sum", "release_count", "pay_seconds_sum", "pay_count", "feedback_positive",
  "feedback_negative", "last_trade_at")
SELECT u.id,
  coalesce(f.completed, 0), coalesce(f.finished, 0), coalesce(f.cancelled, 0), coalesce(f.expired, 0),
  coalesce(d.opened, 0), coalesce(f.lost, 0),
  (SELECT count(*) FROM "user_trade_partners" tp WHERE tp.user_id = u.id),
  coalesce(v.volumes, '{}'::jsonb), coalesce(f.usd, 0),
  coalesce(f.release_sum, 0), coalesce(f.release_count, 0), coalesce(f.pay_sum, 0), coalesce(f.pay_count, 0),
  coalesce(fb.positive, 0), coalesce(fb.negative, 0), f.last_at
FROM "users" u
LEFT JOIN (
  SELECT p.user_id,
    count(*) FILTER (WHERE t.status IN ('released', 'dispute_won_buyer')) AS completed,
    count(*) AS finished,
    count(*) FILTER (WHERE t.status IN ('cancelled_buyer', 'cancelled_seller', 'cancelled_system')) AS cancelled,
    count(*) FILTER (WHERE t.status = 'expired') AS expired,
    count(*) FILTER (WHERE (t.status = 'dispute_won_buyer' AND p.role = 'seller')
      OR (t.status = 'dispute_won_seller' AND p.role = 'buyer')) AS lost,
    coalesce(sum(t.usd_value_cents) FILTER (WHERE t.status IN ('released', 'dispute_won_buyer')), 0) AS usd,
    coalesce(sum(round(extract(epoch FROM t.completed_at - t.paid_at)))
      FILTER (WHERE p.role = 'seller' AND t.status = 'released' AND t.paid_at IS NOT NULL), 0) AS release_sum,
    count(*) FILTER (WHERE p.role = 'seller' AND t.status = 'released' AND t.paid_at IS NOT NULL) AS release_count,
    coalesce(sum(round(extract(epoch FROM t.paid_at - t.started_at)))
      FILTER (WHERE p.role = 'buyer' AND t.paid_at IS NOT NULL), 0) AS pay_sum,
    count(*) FILTER (WHERE p.role = 'buyer' AND t.paid_at IS NOT NULL) AS pay_count,
    max(coalesce(t.completed_at, t.cancelled_at, t.updated_at)) AS last_at
  FROM "trades" t
  CROSS JOIN LATERAL (VALUES (t.buyer_id, 'buyer'), (t.seller_id, 'seller')) AS p(user_id, role)
  WHERE t.status IN ('released', 'dispute_won_buyer', 'dispute_won_seller', 'cancelled_buyer',
    'cancelled_seller', 'cancelled_system', 'expired')
  GROUP BY p.user_id
) f ON f.user_id = u.id
LEFT JOIN (
  SELECT dispute_opened_by AS user_id, count(*) AS opened FROM "trades"
  WHERE dispute_opened_by IS NOT NULL GROUP BY dispute_opened_by
) d ON d.user_id = u.id
LEFT JOIN (
  SELECT user_id, jsonb_object_agg(coin, volume::text) AS volumes FROM (
    SELECT p.user_id, t.coin, sum(t.crypto_amount) AS volume
    FROM "trades" t
    CROSS JOIN LATERAL (VALUES (t.buyer_id), (t.seller_id)) AS p(user_id)
    WHERE t.status IN ('released', 'dispute_won_buyer')
    GROUP BY p.user_id, t.coin) per_coin
  GROUP BY user_id
) v ON v.user_id = u.id
LEFT JOIN (
  SELECT recipient_id AS user_id,
    count(*) FILTER (WHERE rating = 'positive') AS positive,
    count(*) FILTER (WHERE rating = 'negative') AS negative
  FROM "trade_feedback" GROUP BY recipient_id
) fb ON fb.user_id = u.id
WHERE f.user_id IS NOT NULL OR d.user_id IS NOT NULL OR fb.user_id IS NOT NULL;
