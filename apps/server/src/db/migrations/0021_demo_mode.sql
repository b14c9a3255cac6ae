CREATE TABLE "demo_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"expires_at" timestamp with time zone,
	"cleaned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_accounts_role_check" CHECK ("demo_accounts"."role" in ('visitor', 'vendor')),
	CONSTRAINT "demo_accounts_expiry_check" CHECK (("demo_accounts"."role" = 'visitor') = ("demo_accounts"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "book" text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_accounts" ADD CONSTRAINT "demo_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_accounts_expiry_idx" ON "demo_accounts" USING btree ("expires_at") WHERE "demo_accounts"."cleaned_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_book_check" CHECK ("ledger_accounts"."book" in ('real', 'demo') and ("ledger_accounts"."kind" <> 'demo_mint' or "ledger_accounts"."book" = 'demo'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('available', 'escrow', 'bond', 'fee_income', 'withdrawal_clearing', 'chain_external',
        'swap_liquidity', 'operator_capital', 'demo_mint'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_check" CHECK (case when "ledger_accounts"."kind" in ('chain_external', 'operator_capital', 'demo_mint') then "ledger_accounts"."balance" <= 0 else "ledger_accounts"."balance" >= 0 end);