DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","id") WHERE "notifications"."read_at" is null and "notifications"."shown";