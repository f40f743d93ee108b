/**
 * A player's page's second inline script (about 1.5 KB, allowed by its hash: lib/security-headers.ts).
 *
 * - The face-down card (`[data-card]`, components/seat/action-form.tsx): while a finger, the mouse
 *   or Space / Enter is held on it, its face is fetched from `data-card-url` (kept per version of the
 *   page) and put in `[data-card-face]`; letting go empties it again, so the face is in the page only
 *   while held. A long press opens no menu. The face's own buttons (the Thief's answer) still work:
 *   the face goes a moment after the finger lifts, once the tap has landed, and a press on a face
 *   already shown leaves it as it is (replacing it would swallow the tap on its button).
 * - "Done." and an error from the player's last post (`[data-seat-flash]`) go with the next change of
 *   the page, and the address loses its `?done` so that a reload does not say it again.
 * - A form with `data-lock-at` (the Kemomimi thief's Target card) locks when the count reaches zero:
 *   its buttons are disabled and its `[data-locked-note]` shows.
 */
export const SEAT_CARD_SCRIPT = `(function(){
var d=document,cache={},held=null,ht=0,first=d.getElementById("town");
if(location.search)history.replaceState(null,"",location.pathname+location.hash);
function ver(){var m=d.getElementById("town");return m?m.getAttribute("data-version"):""}
function faceOf(c){return c.querySelector("[data-card-face]")}
function put(c,h){if(held!==c)return;var f=faceOf(c);if(f)f.innerHTML=h;c.setAttribute("data-shown","");var b=c.querySelector("[data-card-back]");if(b)b.hidden=true}
function show(c){clearTimeout(ht);if(held===c&&c.hasAttribute("data-shown"))return;if(held&&held!==c)clear();held=c;c.setAttribute("aria-pressed","true");var u=c.getAttribute("data-card-url"),v=ver(),k=cache[u];
if(k&&k.v===v){put(c,k.h);return}
fetch(u,{cache:"no-store",credentials:"same-origin"}).then(function(r){return r.ok?r.json():null}).then(function(j){if(!j)return;if(String(j.version)===ver())cache[u]={v:String(j.version),h:j.html};put(c,j.html)}).catch(function(){})}
function clear(){var c=held;held=null;if(!c)return;var f=faceOf(c);if(f)f.innerHTML="";c.removeAttribute("data-shown");c.setAttribute("aria-pressed","false");var b=c.querySelector("[data-card-back]");if(b)b.hidden=false}
function later(){clearTimeout(ht);ht=setTimeout(clear,250)}
function card(e){return e.target&&e.target.closest?e.target.closest("[data-card]"):null}
d.addEventListener("pointerdown",function(e){var c=card(e);if(c)show(c)});
["pointerup","pointercancel"].forEach(function(t){d.addEventListener(t,function(){if(held)later()})});
d.addEventListener("contextmenu",function(e){if(card(e))e.preventDefault()});
function isKey(e){return e.key===" "||e.key==="Enter"}
d.addEventListener("keydown",function(e){var c=card(e);if(c&&e.target===c&&isKey(e)){e.preventDefault();if(!e.repeat)show(c)}});
d.addEventListener("keyup",function(e){if(held&&isKey(e))later()});
d.addEventListener("focusout",function(e){if(held&&e.target===held)later()});
d.addEventListener("visibilitychange",function(){if(d.hidden)clear()});
window.addEventListener("blur",function(){if(held)clear()});
new MutationObserver(function(){var m=d.getElementById("town");if(m!==first){first=m;d.querySelectorAll("[data-seat-flash]").forEach(function(x){x.remove()})}}).observe(d.body,{childList:true,subtree:true});
function lock(){d.querySelectorAll("form[data-lock-at]").forEach(function(f){if(Date.parse(f.getAttribute("data-lock-at"))<=Date.now()){f.querySelectorAll("button,fieldset").forEach(function(b){b.disabled=true});var n=f.querySelector("[data-locked-note]");if(n)n.hidden=false}})}
lock();setInterval(lock,250);
})();`;
