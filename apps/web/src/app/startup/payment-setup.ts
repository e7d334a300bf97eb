/**
 * Payment set-up of the start-up sequence (spec §4): with a configured Paddle vendor the Paddle.js
 * script is loaded in the background for the shop's checkout; without one (the local sandbox provider)
 * there is nothing to load. It never blocks start-up.
 */
export function setupPayment(paddle: { vendor_id: string; sandbox: boolean }): void {
  if (!paddle.vendor_id || document.getElementById('paddle-script')) return;
  const script = document.createElement('script');
  script.id = 'paddle-script';
  script.async = true;
  script.src = 'https://cdn.paddle.com/paddle/v2/paddle.js';
  script.dataset.vendor = paddle.vendor_id;
  script.dataset.sandbox = String(paddle.sandbox);
  document.head.appendChild(script);
}
