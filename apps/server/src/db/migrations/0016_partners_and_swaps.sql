CREATE TABLE "ambassadors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reward_share_bps" integer NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambassadors_share_check" CHECK ("ambassadors"."reward_share_bps" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" bigint NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_user_id" integer NOT NULL,
	"coin" varchar(8) NOT NULL,
	"fee" bigint NOT NULL,
	"share_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_trade_id_unique" UNIQUE("trade_id"),
	CONSTRAINT "referral_rewards_amount_check" CHECK ("referral_rewards"."amount" > 0 and "referral_rewards"."amount" <= "referral_rewards"."fee")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_user_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referred_user_id" <> "referrals"."referrer_id")
);
--> statement-breakpoint
CREATE TABLE "swap_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"from_coin" varchar(8) NOT NULL,
	"to_coin" varchar(8) NOT NULL,
	"from_amount" bigint NOT NULL,
	"to_amount" bigint NOT NULL,
	"rate" text NOT NULL,
	"spread_bps" integer NOT NULL,
	"usd_value_cents" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swap_quotes_coins_check" CHECK ("swap_quotes"."from_coin" <> "swap_quotes"."to_coin"),
	CONSTRAINT "swap_quotes_amounts_check" CHECK ("swap_quotes"."from_amount" > 0 and "swap_quotes"."to_amount" > 0),
	CONSTRAINT "swap_quotes_status_check" CHECK ("swap_quotes"."status" in ('open', 'executed'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_check";--> statement-breakpoint
ALTER TABLE "ambassadors" ADD CONSTRAINT "ambassadors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD CONSTRAINT "ambassadors_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_quotes" ADD CONSTRAINT "swap_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "swap_quotes_user_idx" ON "swap_quotes" USING btree ("user_id","executed_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('available', 'escrow', 'bond', 'fee_income', 'withdrawal_clearing', 'chain_external',
        'swap_liquidity', 'operator_capital'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_check" CHECK (case when "ledger_accounts"."kind" in ('chain_external', 'operator_capital') then "ledger_accounts"."balance" <= 0 else "ledger_accounts"."balance" >= 0 end);