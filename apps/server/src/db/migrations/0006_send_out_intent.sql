ALTER TABLE "sim_chain_transfers" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "send_reference" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "send_mark" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "send_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "recovery_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_chain_transfers_reference_idx" ON "sim_chain_transfers" USING btree ("coin","reference") WHERE "sim_chain_transfers"."direction" = 'out' and "sim_chain_transfers"."reference" is not null;