CREATE TABLE "mobile_money_wallets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mobile_money_wallets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"phone" text NOT NULL,
	"holder_name" text NOT NULL,
	"payment_method_ids" integer[] NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_mobile_money_wallets" (
	"offer_id" bigint PRIMARY KEY NOT NULL,
	"wallet_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mobile_money_wallets" ADD CONSTRAINT "mobile_money_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_money_wallets" ADD CONSTRAINT "mobile_money_wallets_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_mobile_money_wallets" ADD CONSTRAINT "offer_mobile_money_wallets_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_mobile_money_wallets" ADD CONSTRAINT "offer_mobile_money_wallets_wallet_id_mobile_money_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."mobile_money_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_money_wallets_user_idx" ON "mobile_money_wallets" USING btree ("user_id") WHERE "mobile_money_wallets"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_money_wallets_phone_uq" ON "mobile_money_wallets" USING btree ("user_id","phone") WHERE "mobile_money_wallets"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_money_wallets_selected_uq" ON "mobile_money_wallets" USING btree ("user_id") WHERE "mobile_money_wallets"."is_selected" and "mobile_money_wallets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offer_mobile_money_wallets_wallet_idx" ON "offer_mobile_money_wallets" USING btree ("wallet_id");