#include "CSampling.h"
#include <math.h>

static double spring_position(double lambda, double omega0, double d, double v, double t) {
    double q = d * t * t;
    double s, c;
    if (fabs(q) < 1e-3) {
        double decay = exp(-lambda * t);
        s = decay * t * (1 + q / 6 * (1 + q / 20 * (1 + q / 42 * (1 + q / 72))));
        c = decay * (1 + q / 2 * (1 + q / 12 * (1 + q / 30 * (1 + q / 56))));
    } else if (d < 0) {
        double omegaD = sqrt(-d);
        double decay = exp(-lambda * t);
        s = decay * sin(omegaD * t) / omegaD;
        c = decay * cos(omegaD * t);
    } else {
        double mu = sqrt(d);
        double slow = exp((mu - lambda) * t), fast = exp(-(mu + lambda) * t);
        s = 0.5 * (slow - fast) / mu;
        c = 0.5 * (slow + fast);
    }
    (void)omega0;
    return 1 - (c + (lambda - v) * s);
}

double c_sample_spring(double mass, double stiffness, double damping, double velocity,
                       double duration, int count) {
    double omega0 = sqrt(stiffness / mass);
    double lambda = damping / (2 * mass);
    double d = lambda * lambda - omega0 * omega0;
    double sum = 0;
    for (int i = 0; i <= count; i++) {
        double t = i == count ? duration : duration * i / count;
        sum += t >= duration ? 1 : (t <= 0 ? 0 : spring_position(lambda, omega0, d, velocity, t));
    }
    return sum;
}

double c_sample_bezier(double x1, double y1, double x2, double y2, int count) {
    double cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
    double cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
    double sum = 0;
    for (int i = 0; i <= count; i++) {
        double x = (double)i / count;
        if (x <= 0) continue;
        if (x >= 1) { sum += 1; continue; }
        double low = 0, high = 1, s = x;
        for (int k = 0; k < 200; k++) {
            double error = ((ax * s + bx) * s + cx) * s - x;
            if (error == 0) break;
            if (error < 0) low = s; else high = s;
            double dx = (3 * ax * s + 2 * bx) * s + cx;
            double next = dx > 0 ? s - error / dx : (low + high) / 2;
            if (!(next > low && next < high)) next = (low + high) / 2;
            if (next == s) break;
            s = next;
        }
        sum += ((ay * s + by) * s + cy) * s;
    }
    return sum;
}
