/**
 * The prerendered HTML and the route shells' frames show the site in English to a signed-out visitor. This
 * script runs before that HTML paints (a classic script in <head>; the CSP allows no inline script) and, for a
 * visitor who chose Hindi or is signed in, hides it: they see the page once the app has rendered it for them.
 */
export const VISITOR_GATE_SCRIPT = `try{var l=localStorage,s=sessionStorage,t=function(v){v=v&&v.trim();return!!v&&v!=="null"};if(l.getItem("lang")==="hi"||t(s.getItem("token"))||t(l.getItem("remember_token")))document.documentElement.setAttribute("data-prerender","skip")}catch(e){}`;

export const VISITOR_GATE_STYLE = `html[data-prerender="skip"] #root:is([data-prerendered],[data-shell]){visibility:hidden}`;
