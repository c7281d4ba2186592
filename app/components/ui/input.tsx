import { cva, type VariantProps } from "class-variance-authority";
import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "~/lib/cn";

/**
 * The site's one text field: the letter's fields, the Nice List's name, the tracker's town search, the recipes'
 * search, a good deed, an elf name. Margins and widths come from the page (`className`); looks come from here.
 */
export const inputVariants = cva(
  "block w-full border-2 border-slate-300 bg-white text-ink placeholder:text-slate-500 focus:border-christmas-red focus-visible:outline-3 focus-visible:outline-offset-2",
  {
    variants: {
      size: {
        md: "rounded-xl px-4 py-3 text-base",
        lg: "rounded-xl px-4 py-3 text-lg",
        xl: "rounded-2xl px-5 py-4 text-xl",
        /** A search field with a magnifier drawn at its start. */
        search: "min-h-12 rounded-full pl-12 pr-4 text-lg",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export function Input({
  className,
  size,
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & VariantProps<typeof inputVariants> & { ref?: Ref<HTMLInputElement> }) {
  return <input data-slot="input" ref={ref} className={cn(inputVariants({ size }), className)} {...props} />;
}
