import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** Button styles, shared by <Button> and by links that look like buttons (`className={buttonVariants()}`). */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-bold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-christmas-red text-white shadow-md hover:bg-christmas-red-dark",
        secondary: "bg-pine text-white shadow-md hover:bg-pine-dark",
        gold: "bg-gold text-ink shadow-md hover:bg-amber-400",
        outline: "border-2 border-christmas-red bg-white text-christmas-red hover:bg-christmas-red-light",
        ghost: "text-ink hover:bg-christmas-red-light",
        light: "bg-white text-christmas-red shadow-md hover:bg-christmas-red-light",
      },
      size: {
        sm: "min-h-9 px-4 text-sm",
        md: "min-h-11 px-6 text-base",
        lg: "min-h-13 px-8 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
