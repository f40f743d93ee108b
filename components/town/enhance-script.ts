/**
 * The town square's (and a player's page's) only client code, inlined into the page (about 4 KB):
 * live updates through the game's event stream (the town's and a player's stream send the new body
 * itself, a `page` event: whole, or the edits to the rendering the page holds, lib/live/html-diff.ts;
 * the page is fetched again only when neither fits, or on a bare `view` event), a polling fallback
 * with the ETag when the stream fails, ticking countdowns and local times, and parts shown only
 * between two instants (`data-shown-from` / `data-shown-until`: Kemomimi's night shows "the thief
 * awakens in…" until the thief awakens, then the count).
 *
 * A player's tap is never lost to a change: once a form is sent the page is neither swapped nor
 * reloaded (for 20 s: a post that never left lets the page catch up then); a swap waits while a finger
 * or the mouse is down and, for up to 10 s, while a field or a list has the focus; what the player
 * chose or typed and the focus are carried into the new body.
 */
export const TOWN_ENHANCE_SCRIPT = `(function(){
var d=document,main=d.getElementById("town");if(!main)return;
var stream=main.getAttribute("data-stream"),pollUrl=main.getAttribute("data-poll"),shown=+main.getAttribute("data-version"),status=d.getElementById("live-status");
var L=d.documentElement.lang||"en";function tr(k,f){return status.getAttribute("data-t-"+k)||f}
function setStatus(s,t){status.setAttribute("data-status",s);status.lastChild.textContent=tr(s,t)}
function fmt(s){var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=String(s%60).padStart(2,"0");return h?h+":"+String(m).padStart(2,"0")+":"+x:m+":"+x}
function tick(){d.querySelectorAll("[data-countdown]").forEach(function(e){var s=Math.max(0,Math.ceil((Date.parse(e.getAttribute("data-countdown"))-Date.now())/1000));e.textContent=s>0?fmt(s):tr("timeup","Time is up")});var n=Date.now();d.querySelectorAll("[data-shown-from],[data-shown-until]").forEach(function(e){var f=e.getAttribute("data-shown-from"),u=e.getAttribute("data-shown-until");e.hidden=!!(f&&n<Date.parse(f)||u&&n>=Date.parse(u))})}
function zn(l,t){var z=new Intl.DateTimeFormat(l,{timeZoneName:"short"}).formatToParts(t).filter(function(x){return x.type==="timeZoneName"})[0];return z?z.value:""}
var F={weekday:"short",month:"short",day:"numeric",hour:"2-digit",minute:"2-digit",hourCycle:"h23"};
function inL(t,o){return new Intl.DateTimeFormat(L,Object.assign({},F,o)).format(t)}
function lt(t){if(L!=="en")return inL(t,{timeZoneName:"short"});var p={};new Intl.DateTimeFormat("en-GB",{weekday:"short",day:"numeric",month:"short",hour:"2-digit",minute:"2-digit",hourCycle:"h23"}).formatToParts(t).forEach(function(x){p[x.type]=x.value});var z=zn("en-US",t);if(/^GMT/.test(z)){var g=zn("en-GB",t);if(g&&g!=="UTC")z=g}return p.weekday+" "+p.day+" "+p.month+" "+p.hour+":"+p.minute+" "+z}
function local(){var ts=d.querySelectorAll("time[data-local-time]"),as=d.querySelectorAll("[data-utc-aside]");if(!ts.length&&!as.length)return;var tz=Intl.DateTimeFormat().resolvedOptions().timeZone,u=tz==="UTC"||tz==="Etc/UTC";ts.forEach(function(e){e.textContent=lt(new Date(e.getAttribute("datetime")))});as.forEach(function(e){var a=e.getAttribute("data-utc-aside");if(L!=="en"&&a)e.textContent=" ("+inL(new Date(a),{timeZone:"UTC"})+" UTC)";e.hidden=u})}
var leaving=0,held=null,ft=0,want=0,busy=false,cur=null;
function away(){return leaving&&Date.now()-leaving<20000}
d.addEventListener("submit",function(e){if(e.defaultPrevented)return;leaving=Date.now();setTimeout(function(){flush();if(want>shown)refresh(want)},20500)});
d.addEventListener("change",function(e){e.target.__u=1},true);d.addEventListener("input",function(e){e.target.__u=1},true);
function key(e){var f=e.form,c=f&&f.elements.command;return e.id||[f?f.getAttribute("action"):"",c?c.value:"",e.name,e.type==="radio"||e.type==="checkbox"?e.value:""].join("|")}
function ctl(r){return r.querySelectorAll("input,select,textarea,button")}
var press=0;d.addEventListener("pointerdown",function(){press=1},true);
["pointerup","pointercancel"].forEach(function(t){d.addEventListener(t,function(){setTimeout(function(){press=0;flush()},300)},true)});
function typing(){var a=d.activeElement;return press||a&&main.contains(a)&&/^(INPUT|SELECT|TEXTAREA)$/.test(a.tagName)&&!/^(submit|button|checkbox|radio)$/.test(a.type)}
function swap(n,v,title){shown=v;held=[n,title,held?held[2]:Date.now()];flush()}
function flush(){clearTimeout(ft);if(!held||away())return;if(typing()&&Date.now()-held[2]<10000){ft=setTimeout(flush,1000);return}
var n=held[0],m={},a=d.activeElement,fk=a&&a!==d.body&&main.contains(a)?key(a):null;d.title=held[1];held=null;
ctl(main).forEach(function(e){if(e.__u)m[key(e)]=e.type==="radio"||e.type==="checkbox"?{c:e.checked}:{v:e.value}});
ctl(n).forEach(function(e){var x=m[key(e)];if(x){if("c" in x)e.checked=x.c;else if(e.tagName!=="SELECT"||[].some.call(e.options,function(o){return o.value===x.v}))e.value=x.v;e.__u=1}});
main.replaceWith(n);main=n;tick();local();
if(fk)ctl(n).forEach(function(e){if(key(e)===fk)e.focus({preventScroll:true})})}
d.addEventListener("focusout",function(){setTimeout(flush,0)});
function patch(b,o){var s="",p=0;o.forEach(function(x){if(typeof x==="string")s+=x;else if(x<0)p-=x;else{s+=b.substr(p,x);p+=x}});return p===b.length?s:null}
function refresh(v){if(v<=shown)return;want=Math.max(want,v);if(busy||away())return;busy=true;
fetch(location.href,{cache:"no-store"}).then(function(r){if(r.status===404){if(!away())location.reload();return null}return r.text()}).then(function(html){if(!html)return;
var n=new DOMParser().parseFromString(html,"text/html").getElementById("town");if(!n)return;
var v2=+n.getAttribute("data-version");if(v2>shown){cur=null;swap(n,v2,n.ownerDocument.title)}
}).catch(function(){}).then(function(){busy=false;if(want>shown)setTimeout(function(){refresh(want)},200)})}
var poll=null,etag="",fails=0;
function startPoll(){if(poll)return;setStatus("polling","Updating every few seconds");poll=setInterval(function(){
fetch(pollUrl,{headers:etag?{"if-none-match":etag}:{}}).then(function(r){if(r.status===200){etag=r.headers.get("etag")||"";return r.json().then(function(j){refresh(j.version)})}if(r.status===404&&!away())location.reload()}).catch(function(){})},5000)}
function connect(){var es=new EventSource(stream);
es.addEventListener("open",function(){fails=0;if(poll){clearInterval(poll);poll=null}setStatus("live","Live")});
es.addEventListener("view",function(e){refresh(JSON.parse(e.data).version)});
es.addEventListener("page",function(e){var j=JSON.parse(e.data);if(j.base===undefined&&j.version===shown)cur={id:j.id,html:j.html};if(j.version<=shown)return;
var b=j.base===undefined?null:cur&&cur.id===j.base?cur.html:"",h=b===null?j.html:b===""?null:j.ops?patch(b,j.ops):b.slice(0,j.start)+j.html+b.slice(b.length-j.end);
if(h===null||(j.length!==undefined&&h.length!==j.length)){cur=null;refresh(j.version);return}
var t=d.createElement("template");t.innerHTML=h;var n=t.content.firstElementChild;if(n){cur={id:j.id,html:h};swap(n,j.version,j.title)}});
es.addEventListener("gone",function(){es.close();if(!away())location.reload()});
es.addEventListener("error",function(){fails++;setStatus("reconnecting","Reconnecting…");if(fails>=2)startPoll();if(es.readyState===2)setTimeout(connect,3000)})}
tick();local();setInterval(tick,1000);if(window.EventSource)connect();else startPoll();
})();`;
