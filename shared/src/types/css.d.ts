// CSS Modules: class names are scoped per file by css-loader (identity-obj-proxy in jest).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

// Plain stylesheets are imported only for their side effect (tokens, fonts, swiper).
declare module '*.css';
