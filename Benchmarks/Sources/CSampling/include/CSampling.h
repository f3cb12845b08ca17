#ifndef CSAMPLING_H
#define CSAMPLING_H

/// Sums x(t) of a mass-stiffness-damping spring at `count` evenly spaced times in [0, duration]
/// with the same closed forms (and the same near-critical series) as AnimationCore.
double c_sample_spring(double mass, double stiffness, double damping, double velocity,
                       double duration, int count);

/// Sums progress of a cubic Bézier timing curve at `count` evenly spaced fractions in [0, 1]
/// with the same safeguarded Newton solver as AnimationCore.
double c_sample_bezier(double x1, double y1, double x2, double y2, int count);

#endif
